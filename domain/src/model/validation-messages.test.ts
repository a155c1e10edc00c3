import { describe, expect, it } from 'vitest';
import { bookingSchemaFor } from '../schemas/booking';
import { contactSchemaFor, homeContactSchemaFor } from '../schemas/contact';
import { bookingRequestSchema, bookingRequestSchemaFor } from '../schemas/booking-request';
import { contactRequestSchema, contactRequestSchemaFor } from '../schemas/contact-request';
import { parseWith } from '../schemas/validation';
import {
  EN_VALIDATION,
  FR_VALIDATION,
  formLanguageOf,
  languageOfAcceptHeader,
  validationMessages,
} from './validation-messages';

const today = { today: '2027-01-10' };
const errorsOf = (result: ReturnType<typeof parseWith>) => (result.ok ? {} : result.errors);
/** French errors with their no-break spaces read as spaces (checked once below). */
const plainErrorsOf = (result: ReturnType<typeof parseWith>) =>
  Object.fromEntries(
    Object.entries(errorsOf(result)).map(([key, text]) => [key, text.replace(/\u00a0/g, ' ')]),
  );

describe('the forms in English (messages exactly as before)', () => {
  it('contact: required, length, email, phone', () => {
    expect(errorsOf(parseWith(contactSchemaFor('en'), {}))).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    expect(
      errorsOf(
        parseWith(contactSchemaFor('en'), {
          name: 'x'.repeat(101),
          email: 'nope',
          phone: 'abc',
          message: 'Hi',
        }),
      ),
    ).toEqual({
      name: 'Name must be at most 100 characters',
      email: 'Email must be a valid email address',
      phone: 'Phone must be a valid phone number',
    });
    expect(
      errorsOf(
        parseWith(contactSchemaFor('en'), { name: 'A', email: 'omar@gmail', message: 'Hi' }),
      ),
    ).toEqual({
      name: 'Name must have at least two letters',
      email: 'Email must be a valid email address',
    });
    expect(errorsOf(parseWith(contactSchemaFor('en'), { email: 'a?b@x.ca' }))['email']).toBe(
      'Email cannot contain spaces or any of ? & # % / , ;',
    );
  });

  it('booking: the spec texts and the date rules', () => {
    const errors = errorsOf(
      parseWith(bookingRequestSchema, { preferredDate: '2026-01-01' }, today),
    );
    expect(errors).toMatchObject({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      packageId: 'Please choose a package',
      preferredDate: 'Preferred date cannot be earlier than today',
      consent: 'Please agree to how we handle your information',
      submissionId: 'Submission id is required',
    });
    expect(
      errorsOf(parseWith(bookingSchemaFor('en'), { numberOfTravelers: 11, preferredDate: 'x' })),
    ).toMatchObject({
      numberOfTravelers: 'Number of travelers must be between 1 and 10',
      preferredDate: 'Preferred date must be a valid date (YYYY-MM-DD)',
    });
    expect(parseWith(bookingRequestSchema, 'x')).toEqual({
      ok: false,
      errors: { _form: 'Expected a JSON object' },
      message: 'Invalid input: expected a JSON object',
    });
    const summary = parseWith(contactRequestSchema, {});
    expect(summary.ok ? '' : summary.message).toMatch(/^Invalid input: Name is required; /);
  });
});

describe('the forms in French', () => {
  it('contact: each rule in French, on the same field paths', () => {
    expect(plainErrorsOf(parseWith(contactSchemaFor('fr'), {}))).toEqual({
      name: 'Le champ « Nom » est obligatoire',
      email: 'Le champ « Courriel » est obligatoire',
      message: 'Le champ « Message » est obligatoire',
    });
    expect(
      plainErrorsOf(
        parseWith(contactSchemaFor('fr'), {
          name: 'x'.repeat(101),
          email: 'nope',
          phone: 'abc',
          message: 'Bonjour',
        }),
      ),
    ).toEqual({
      name: 'Le champ « Nom » doit contenir au plus 100 caractères',
      email: 'Le champ « Courriel » doit contenir une adresse courriel valide',
      phone: 'Le champ « Téléphone » doit contenir un numéro de téléphone valide',
    });
    expect(
      plainErrorsOf(
        parseWith(contactSchemaFor('fr'), { name: 'É', email: 'a@b', message: 'Bonjour' }),
      ),
    ).toEqual({
      name: 'Le champ « Nom » doit contenir au moins deux lettres',
      email: 'Le champ « Courriel » doit contenir une adresse courriel valide',
    });
    expect(Object.keys(errorsOf(parseWith(homeContactSchemaFor('fr'), {})))).toEqual([
      'name',
      'email',
      'message',
    ]);
  });

  it('booking: French spec messages, dates and the summary', () => {
    const result = parseWith(
      bookingRequestSchemaFor('fr'),
      { preferredDate: '2030-01-01', numberOfTravelers: '0' },
      today,
      FR_VALIDATION,
    );
    expect(plainErrorsOf(result)).toMatchObject({
      fullName: 'Le champ « Nom complet » est obligatoire',
      phone: 'Le champ « Téléphone » est obligatoire',
      packageId: 'Veuillez choisir un forfait',
      numberOfTravelers: 'Le champ « Nombre de voyageurs » doit être compris entre 1 et 10',
      preferredDate: 'La date souhaitée ne peut pas dépasser 2 ans à partir d’aujourd’hui',
      consent: 'Veuillez accepter la façon dont nous traitons vos renseignements',
      submissionId: 'L’identifiant d’envoi est obligatoire',
    });
    expect(result.ok ? '' : result.message).toMatch(
      /^Données non valides\u00a0: Le champ «\u00a0Nom complet\u00a0» est obligatoire; /,
    );
    // The same paths in both languages.
    const en = errorsOf(parseWith(bookingRequestSchemaFor('en'), {}, today));
    const fr = errorsOf(parseWith(bookingRequestSchemaFor('fr'), {}, today));
    expect(Object.keys(fr)).toEqual(Object.keys(en));
  });

  it('every English builder has its French one, and none is left in English', () => {
    for (const key of Object.keys(EN_VALIDATION) as (keyof typeof EN_VALIDATION)[]) {
      const en = EN_VALIDATION[key];
      const fr = FR_VALIDATION[key];
      const text = (v: typeof en) =>
        typeof v === 'function' ? (v as (...a: unknown[]) => string)('X', 1, 2) : v;
      expect(text(fr), key).not.toBe(text(en));
    }
  });
});

describe('the language of a request', () => {
  it('reads a stored or sent language, English by default', () => {
    expect(formLanguageOf('fr')).toBe('fr');
    expect(formLanguageOf(undefined)).toBe('en');
    expect(formLanguageOf('de')).toBe('en');
    expect(validationMessages('fr')).toBe(FR_VALIDATION);
    const parsed = parseWith(contactRequestSchemaFor('fr'), {
      name: 'Amal',
      email: 'a@b.ca',
      message: 'm',
      submissionId: 'abcdefabcdefabcdef',
      language: 'fr',
    });
    expect(parsed.ok && parsed.value.language).toBe('fr');
    const missing = parseWith(contactRequestSchema, {
      name: 'Amal',
      email: 'a@b.ca',
      message: 'm',
      submissionId: 'abcdefabcdefabcdef',
    });
    expect(missing.ok && missing.value.language).toBe('en');
    const other = parseWith(contactRequestSchemaFor('fr'), {
      name: 'Amal',
      email: 'a@b.ca',
      message: 'm',
      submissionId: 'abcdefabcdefabcdef',
      language: 'de',
    });
    expect(errorsOf(other)).toEqual({ language: 'La langue doit être en ou fr' });
  });

  it('falls back to Accept-Language, by weight, then English', () => {
    expect(languageOfAcceptHeader('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageOfAcceptHeader('de-DE,en;q=0.5,fr;q=0.9')).toBe('fr');
    expect(languageOfAcceptHeader('en-US,fr;q=0.5')).toBe('en');
    expect(languageOfAcceptHeader('de')).toBe('en');
    expect(languageOfAcceptHeader(undefined)).toBe('en');
  });
});
