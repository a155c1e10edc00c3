import { describe, expect, it } from 'vitest';
import { contactSchema, homeContactSchema } from './contact';
import { parseWith } from './validation';

const valid = { name: 'Yusuf', email: 'yusuf@example.ca', message: 'Family of 4 in March.' };

describe('contactSchema', () => {
  it('accepts a message without phone', () => {
    expect(parseWith(contactSchema, valid)).toEqual({
      ok: true,
      value: { ...valid, phone: '', marketingConsent: false },
    });
  });

  it('requires name, email and message with readable messages', () => {
    const r = parseWith(contactSchema, { phone: '' });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toEqual({
        name: 'Name is required',
        email: 'Email is required',
        message: 'Message is required',
      });
  });

  it('checks the email format and an optional phone', () => {
    const r = parseWith(contactSchema, { ...valid, email: 'yusuf@', phone: 'abc' });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toEqual({
        email: 'Email must be a valid email address',
        phone: 'Phone must be a valid phone number',
      });
    expect(parseWith(contactSchema, { ...valid, phone: '(647) 555-0123' }).ok).toBe(true);
  });

  it('caps the message length', () => {
    const r = parseWith(contactSchema, { ...valid, message: 'x'.repeat(5001) });
    expect(r.ok).toBe(false);
  });
});

describe('homeContactSchema', () => {
  it('has no phone field', () => {
    const r = parseWith(homeContactSchema, { ...valid, phone: '4165550199' });
    expect(r).toEqual({ ok: true, value: { ...valid, marketingConsent: false } });
  });
});

describe('the news-and-offers consent', () => {
  it('is optional and false unless ticked, on both contact forms', () => {
    for (const schema of [contactSchema, homeContactSchema]) {
      const absent = parseWith(schema, valid);
      expect(absent.ok && absent.value.marketingConsent).toBe(false);
      const ticked = parseWith(schema, { ...valid, marketingConsent: true });
      expect(ticked.ok && ticked.value.marketingConsent).toBe(true);
      const odd = parseWith(schema, { ...valid, marketingConsent: 'maybe' });
      expect(!odd.ok && odd.errors['marketingConsent']).toBe(
        'News and offers must be ticked or not',
      );
    }
  });
});
