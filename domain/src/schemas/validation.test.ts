import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import {
  FORM_ERROR_KEY,
  isHttpUrl,
  isSitePath,
  emailCharactersMessage,
  optionalDate,
  optionalEmail,
  optionalImageUrl,
  optionalInt,
  optionalPhone,
  optionalText,
  parseWith,
  personName,
  requiredEmail,
  requiredInt,
  requiredLine,
  requiredText,
} from './validation';

const schema = yup.object({
  title: requiredText('Title', 10),
  slug: requiredText('Slug', 20).matches(/^[a-z-]+$/, 'Slug is not a slug'),
  count: optionalInt('Count', 0),
});

describe('parseWith', () => {
  it('returns the cast value on success', () => {
    const r = parseWith(schema, { title: '  Hi  ', slug: 'a-b', count: '3' });
    expect(r).toEqual({ ok: true, value: { title: 'Hi', slug: 'a-b', count: 3 } });
  });

  it('collects every failing field with a readable message', () => {
    const r = parseWith(schema, { slug: 'NOPE', count: -1 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      title: 'Title is required',
      slug: 'Slug is not a slug',
      count: 'Count must be at least 0',
    });
    expect(r.message).toBe(
      'Invalid input: Title is required; Slug is not a slug; Count must be at least 0',
    );
  });

  it('keeps only the first error per field', () => {
    const s = yup.object({
      a: yup.string().min(5, 'first').matches(/^x+$/, 'second'),
    });
    const r = parseWith(s, { a: 'ab' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual({ a: 'first' });
  });

  it('drops unknown keys', () => {
    const r = parseWith(schema, { title: 'T', slug: 's', isAdmin: true, extra: { a: 1 } });
    expect(r.ok).toBe(true);
    if (r.ok) expect(Object.keys(r.value).sort()).toEqual(['count', 'slug', 'title']);
  });

  it('never lets __proto__, constructor or prototype through', () => {
    const body: unknown = JSON.parse(
      '{"title":"T","slug":"s","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"prototype":1}',
    );
    const r = parseWith(schema, body);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.prototype.hasOwnProperty.call(r.value, '__proto__')).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(r.value, 'constructor')).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(r.value, 'prototype')).toBe(false);
    expect(Object.getPrototypeOf(r.value)).toBe(Object.prototype);
    expect((r.value as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it.each([
    ['null', null],
    ['an array', [{ title: 'T', slug: 's' }]],
    ['a string', '{"title":"T"}'],
    ['a number', 42],
    ['undefined', undefined],
    ['a Date', new Date()],
  ])('rejects %s as input cleanly', (_label, input) => {
    const r = parseWith(schema, input);
    expect(r).toEqual({
      ok: false,
      errors: { [FORM_ERROR_KEY]: 'Expected a JSON object' },
      message: 'Invalid input: expected a JSON object',
    });
  });

  it('accepts an object without a prototype', () => {
    const input = Object.assign(Object.create(null) as object, { title: 'T', slug: 's' });
    expect(parseWith(schema, input).ok).toBe(true);
  });

  it('works with non-object schemas too', () => {
    expect(parseWith(yup.number().required('n is required'), '5')).toEqual({ ok: true, value: 5 });
    const r = parseWith(yup.number().required('n is required'), undefined);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual({ [FORM_ERROR_KEY]: 'n is required' });
  });

  it('passes the context to tests', () => {
    const s = yup.object({
      d: yup.string().test('ctx', 'too early', function (v) {
        return v === undefined || v >= String(this.options.context?.['min']);
      }),
    });
    expect(parseWith(s, { d: 'b' }, { min: 'a' }).ok).toBe(true);
    expect(parseWith(s, { d: 'b' }, { min: 'c' }).ok).toBe(false);
  });

  it('turns an error that is not a validation error into a field error (a bad input, not a crash)', () => {
    const s = yup.object({
      a: yup.string().test('boom', 'x', () => {
        throw new Error('boom');
      }),
      b: yup.string(),
    });
    expect(parseWith(s, { a: 'x', b: 'y' })).toEqual({
      ok: false,
      errors: { a: 'The value of "a" is not valid text' },
      message: 'Invalid input: The value of "a" is not valid text',
    });
  });
});

describe('field builders', () => {
  it('requiredText trims, requires and caps', () => {
    const s = requiredText('Name', 5);
    expect(s.validateSync('  ab  ')).toBe('ab');
    expect(() => s.validateSync('   ')).toThrow('Name is required');
    expect(() => s.validateSync(null)).toThrow('Name is required');
    expect(() => s.validateSync('abcdef')).toThrow('Name must be at most 5 characters');
    expect(() => s.validateSync({})).toThrow('Name must be text');
  });

  it('optionalText turns missing and null into empty text', () => {
    const s = optionalText('Note', 5);
    expect(s.validateSync(undefined)).toBe('');
    expect(s.validateSync(null)).toBe('');
    expect(s.validateSync(' x ')).toBe('x');
  });

  it('requiredInt treats a blank field as missing and checks the range', () => {
    const s = requiredInt('Rating', 1, 5);
    expect(s.validateSync('4')).toBe(4);
    expect(() => s.validateSync('')).toThrow('Rating is required');
    expect(() => s.validateSync('abc')).toThrow('Rating must be a number');
    expect(() => s.validateSync(2.5)).toThrow('Rating must be a whole number');
    expect(() => s.validateSync(0)).toThrow('Rating must be between 1 and 5');
    expect(() => s.validateSync(6)).toThrow('Rating must be between 1 and 5');
  });

  it('optionalInt makes blanks null', () => {
    const s = optionalInt('Quad price', 0);
    expect(s.validateSync('')).toBeNull();
    expect(s.validateSync('  ')).toBeNull();
    expect(s.validateSync(undefined)).toBeNull();
    expect(s.validateSync(null)).toBeNull();
    expect(s.validateSync('1500')).toBe(1500);
    expect(() => s.validateSync(-1)).toThrow('Quad price must be at least 0');
  });

  it('optionalImageUrl accepts URLs and site paths, blank becomes null', () => {
    const s = optionalImageUrl('Photo');
    expect(s.validateSync('')).toBeNull();
    expect(s.validateSync('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
    expect(s.validateSync('/uploads/a.jpg')).toBe('/uploads/a.jpg');
    expect(() => s.validateSync('javascript:alert(1)')).toThrow('Photo must be a web address');
    expect(() => s.validateSync('//evil.example/a.jpg')).toThrow('Photo must be a web address');
  });

  it('optionalDate accepts YYYY-MM-DD, blank becomes null', () => {
    const s = optionalDate('Departure date');
    expect(s.validateSync('')).toBeNull();
    expect(s.validateSync('2026-05-01')).toBe('2026-05-01');
    expect(() => s.validateSync('2026-02-30')).toThrow('Departure date must be a valid date');
    expect(() => s.validateSync('May 1')).toThrow('Departure date must be a valid date');
  });

  it('optionalPhone accepts common formats and blanks', () => {
    const s = optionalPhone('Phone');
    expect(s.validateSync('')).toBe('');
    expect(s.validateSync('+1 (416) 555-0199')).toBe('+1 (416) 555-0199');
    expect(() => s.validateSync('call me')).toThrow('Phone must be a valid phone number');
    expect(() => s.validateSync('123')).toThrow('Phone must be a valid phone number');
  });
});

describe('isHttpUrl / isSitePath', () => {
  it.each([
    'https://example.com',
    'http://localhost:5000/img.png',
    'https://cdn.example.co/a/b.jpg?x=1#y',
    'http://127.0.0.1:9199/v0/b/x',
  ])('accepts %s', (u) => {
    expect(isHttpUrl(u)).toBe(true);
  });

  it.each([
    '',
    'example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'https://',
    'https://exa mple.com',
    'https://user:pw@example.com',
    'data:image/png;base64,xx',
  ])('rejects %j', (u) => {
    expect(isHttpUrl(u)).toBe(false);
  });

  it('site paths start with a single slash and have no spaces', () => {
    expect(isSitePath('/images/hero.jpg')).toBe(true);
    expect(isSitePath('/')).toBe(true);
    expect(isSitePath('//cdn.example.com/x')).toBe(false);
    expect(isSitePath('images/x.jpg')).toBe(false);
    expect(isSitePath('/a b.jpg')).toBe(false);
  });

  it('refuse characters a URL never holds unencoded, and backslashes', () => {
    for (const tail of [
      '"><script>alert(1)</script>',
      "'><svg/onload=alert(1)>",
      '`x`',
      '{x}',
      'a|b',
      'a\\b',
    ]) {
      expect(isHttpUrl(`https://example.com/x${tail}`), tail).toBe(false);
      expect(isSitePath(`/images/x.png${tail}`), tail).toBe(false);
    }
    expect(isSitePath('/\\evil.example/x.png')).toBe(false);
    expect(isHttpUrl("https://example.com/it's-fine?a=1&b=(2)")).toBe(true);
    expect(isSitePath('/api/media/abc-1600.webp?v=2#top')).toBe(true);
  });
});

describe('email fields', () => {
  const form = yup.object({ email: requiredEmail('Email'), other: optionalEmail('Other email') });

  it.each([
    'omar@example.com',
    'first.last+tag@example.co.uk',
    "o'brien@example.ie",
    'a_b-c@sub.example.ca',
  ])('accepts the real-world address %s', (email) => {
    expect(parseWith(form, { email, other: email })).toMatchObject({ ok: true });
  });

  it.each([
    'a?bcc=boss@example.com',
    'a&body=hi@example.com',
    'a#b@example.com',
    'a%0Ab@example.com',
    'a/b@example.com',
  ])('refuses %s, which would change a mailto: link, with a clear message', (email) => {
    expect(parseWith(form, { email, other: email })).toEqual({
      ok: false,
      errors: {
        email: emailCharactersMessage('Email'),
        other: emailCharactersMessage('Other email'),
      },
      message: expect.any(String),
    });
  });

  it.each(['omar@gmail', 'omar@localhost', 'a@b', 'a@b.c', 'omar@example.'])(
    'refuses %s: the domain needs a dot and a top-level part a mail can reach',
    (email) => {
      expect(parseWith(form, { email })).toMatchObject({
        ok: false,
        errors: { email: 'Email must be a valid email address' },
      });
    },
  );

  it.each(['etransfer@agency', 'privacy@localhost'])(
    'refuses %s in an optional email too (the settings addresses pilgrims write to)',
    (other) => {
      expect(parseWith(form, { email: 'omar@example.ca', other })).toMatchObject({
        ok: false,
        errors: { other: 'Other email must be a valid email address' },
      });
    },
  );

  it('leaves an optional email empty, and accepts a dotted one', () => {
    expect(parseWith(form, { email: 'omar@example.ca', other: '' })).toMatchObject({ ok: true });
    expect(parseWith(form, { email: 'omar@example.ca', other: 'pay@agency.ca' })).toMatchObject({
      ok: true,
    });
  });

  it('accepts an internationalised top-level domain (punycode)', () => {
    expect(parseWith(form, { email: 'omar@example.xn--p1ai' })).toMatchObject({ ok: true });
  });

  it('says which characters are refused', () => {
    expect(emailCharactersMessage('Email')).toBe(
      'Email cannot contain spaces or any of ? & # % / , ;',
    );
  });

  it('keeps the optional field optional', () => {
    expect(parseWith(form, { email: 'a@example.com' })).toMatchObject({
      ok: true,
      value: { other: '' },
    });
  });
});

describe('personName', () => {
  const form = yup.object({ name: personName('Full name', 120) });

  it.each(['Li', 'Omar Al-Farouq', 'عمر', 'Zoë', "O'Neil"])('accepts %s', (name) => {
    expect(parseWith(form, { name })).toMatchObject({ ok: true, value: { name } });
  });

  it.each(['A', '1', '42', '-', 'A.', ' x '])('refuses %s: fewer than two letters', (name) => {
    expect(parseWith(form, { name })).toMatchObject({
      ok: false,
      errors: { name: 'Full name must have at least two letters' },
    });
  });

  it('still says a blank name is required', () => {
    expect(parseWith(form, { name: '  ' })).toMatchObject({
      ok: false,
      errors: { name: 'Full name is required' },
    });
  });
});

describe('values no schema can read (issue 39: they answered 500)', () => {
  const schema = yup.object({
    name: personName('Name', 100),
    email: requiredEmail(),
    note: optionalText('Note', 100),
    items: yup.array(requiredText('Item', 10)).default([]),
  });
  const valid = { name: 'Omar Khan', email: 'omar@example.com' };

  it('names the field whose value makes yup throw, instead of throwing', () => {
    const result = parseWith(schema, { ...valid, email: { toString: 1 } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(['email']);
    expect(result.errors['email']).toBe('The value of "email" is not valid text');
  });

  it('refuses a lone surrogate in any text field, nested ones too, naming it', () => {
    for (const bad of ['\ud800', 'abc\udc00', 'x\ud83dy']) {
      const result = parseWith(schema, { ...valid, note: bad, items: ['ok', bad] });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(Object.keys(result.errors).sort()).toEqual(['items[1]', 'note']);
    }
    // A surrogate pair (an emoji) is text like any other.
    expect(parseWith(schema, { ...valid, note: 'Salaam 🌙' }).ok).toBe(true);
  });
});

describe('single-line fields', () => {
  it('fold CR/LF and the other line breaks into one space (a name reaches mail subjects)', () => {
    const schema = yup.object({ name: personName('Name', 100), title: requiredLine('Title', 50) });
    const result = parseWith(schema, {
      name: 'Omar\r\nBcc: victim@example.com',
      title: ' A\u2028B\n\nC\r',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { name: 'Omar Bcc: victim@example.com', title: 'A B C' },
    });
  });

  it('leave multi-line text alone', () => {
    const result = parseWith(yup.object({ message: requiredText('Message', 100) }), {
      message: 'Line one\nLine two',
    });
    expect(result).toMatchObject({ ok: true, value: { message: 'Line one\nLine two' } });
  });
});
