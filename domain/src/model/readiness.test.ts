import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  detailsRule,
  isReady,
  passportRule,
  paymentRule,
  photoRule,
  readinessOf,
  readinessText,
  READINESS_CODES,
  vaccinationRule,
  arrivalInSaudiArabia,
  visaRule,
  type ReadinessTrip,
} from './readiness';
import { blankTravellerFields, type TravellerFields } from './travellers';

const trip: ReadinessTrip = {
  departureDate: '2027-03-01',
  returnDate: '2027-03-15',
  confirmed: true,
  paidInFull: true,
  balanceCents: 0,
};

const complete: TravellerFields = {
  ...blankTravellerFields(),
  givenNames: 'Amina Fatima',
  surname: 'Haddad',
  dateOfBirth: '1980-05-04',
  sex: 'F',
  nationality: 'Canadian',
  passportNumber: 'AB123456',
  passportIssuingCountry: 'Canada',
  passportIssueDate: '2022-01-10',
  passportExpiryDate: '2032-01-10',
  vaccinationDate: '2027-01-15',
  vaccineType: 'conjugate',
  emergencyContact: { name: 'Omar Haddad', phone: '+1 514 555 0101' },
  visaStatus: 'issued',
  visaNumber: 'V-998877',
  documents: { passportScan: true, vaccinationCertificate: true, photo: true },
};

const statusOf = (c: { status: string }) => c.status;

describe('readinessOf', () => {
  it('is ready when every rule is ok', () => {
    const checks = readinessOf(complete, trip);
    expect(checks.map((c) => c.rule)).toEqual([
      'details',
      'passport',
      'vaccination',
      'photo',
      'visa',
      'payment',
    ]);
    expect(checks.map(statusOf)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
    expect(isReady(checks)).toBe(true);
  });

  it('a blank record misses everything it can miss', () => {
    const checks = readinessOf(blankTravellerFields(), { ...trip, paidInFull: false });
    expect(checks.map(statusOf)).toEqual([
      'missing',
      'missing',
      'missing',
      'missing',
      'missing',
      'missing',
    ]);
    expect(isReady(checks)).toBe(false);
  });
});

describe('detailsRule', () => {
  it('names the missing fields (notes and relation are optional)', () => {
    const c = detailsRule({
      ...complete,
      passportNumber: '',
      dateOfBirth: null,
      emergencyContact: { name: 'Omar', phone: ' ' },
    });
    expect(c).toMatchObject({ status: 'missing', code: 'details_missing' });
    expect(c.params).toEqual({
      fields: 'dateOfBirth,passportNumber,emergencyContactPhone',
      count: 3,
    });
    expect(readinessText(c, 'en')).toBe(
      'Missing: date of birth, passport number, emergency contact phone.',
    );
    expect(readinessText(c, 'fr')).toBe(
      'Manquant\u00a0: date de naissance, numéro de passeport, téléphone du contact d’urgence.',
    );
  });
});

describe('passportRule: valid at least six months after the return date', () => {
  // Return 2027-03-15: the passport must be valid on 2027-09-15.
  const expiring = (passportExpiryDate: string) =>
    passportRule({ ...complete, passportExpiryDate }, trip);

  it('the day before the limit is a problem', () => {
    const c = expiring('2027-09-14');
    expect(c).toMatchObject({ status: 'problem', code: 'passport_expires_too_soon' });
    expect(c.params).toEqual({ expiry: '2027-09-14', needed: '2027-09-15' });
    expect(readinessText(c, 'en')).toContain('must be valid until at least 15 September 2027');
  });
  it('the day of the limit is ok', () => {
    expect(expiring('2027-09-15').status).toBe('ok');
  });
  it('the day after the limit is ok', () => {
    expect(expiring('2027-09-16').status).toBe('ok');
  });
  it('six months after 31 August is the end of February', () => {
    const t = { ...trip, returnDate: '2027-08-31' };
    expect(passportRule({ ...complete, passportExpiryDate: '2028-02-28' }, t).status).toBe(
      'problem',
    );
    expect(passportRule({ ...complete, passportExpiryDate: '2028-02-29' }, t).status).toBe('ok');
  });
  it('is missing without an expiry date, or without trip dates', () => {
    expect(passportRule({ ...complete, passportExpiryDate: null }, trip).code).toBe(
      'passport_expiry_missing',
    );
    expect(
      passportRule(complete, { ...trip, departureDate: null, returnDate: null }),
    ).toMatchObject({ status: 'missing', code: 'trip_dates_unknown' });
  });
  it('judges against the departure date when the return is unknown', () => {
    const t = { ...trip, returnDate: null };
    expect(passportRule({ ...complete, passportExpiryDate: '2027-08-31' }, t).status).toBe(
      'problem',
    );
    expect(passportRule({ ...complete, passportExpiryDate: '2027-09-01' }, t).status).toBe('ok');
  });
});

describe('vaccinationRule: at least 10 days before arrival', () => {
  // Departure 2027-03-01: the vaccination must be given by 2027-02-19 (10 days, the stricter count).
  const given = (vaccinationDate: string) =>
    vaccinationRule({ ...complete, vaccinationDate, vaccineType: 'conjugate' }, trip);

  it('the day before the limit (11 days before) is ok', () => {
    expect(given('2027-02-18').status).toBe('ok');
  });
  it('the day of the limit (10 days before) is ok', () => {
    expect(addDays('2027-03-01', -10)).toBe('2027-02-19');
    expect(given('2027-02-19').status).toBe('ok');
  });
  it('the day after the limit (9 days before) is a problem', () => {
    const c = given('2027-02-20');
    expect(c).toMatchObject({ status: 'problem', code: 'vaccination_too_late' });
    expect(c.params).toEqual({ date: '2027-02-20', latest: '2027-02-19' });
    expect(readinessText(c, 'fr')).toContain('au plus tard le 19 février 2027');
  });
});

describe('vaccinationRule: still valid on arrival', () => {
  const given = (vaccinationDate: string, vaccineType: 'polysaccharide' | 'conjugate') =>
    vaccinationRule({ ...complete, vaccinationDate, vaccineType }, trip);

  // Leaving 2027-03-01, the group lands in Saudi Arabia on 2027-03-02: validity is judged then.
  it('judges validity on the day of arrival in Saudi Arabia, the day after departure', () => {
    expect(arrivalInSaudiArabia('2027-03-01')).toBe('2027-03-02');
    // Valid until the departure day itself, but expired on landing.
    expect(given('2024-03-01', 'polysaccharide')).toMatchObject({
      status: 'problem',
      code: 'vaccination_expired',
      params: { date: '2024-03-01', validUntil: '2027-03-01', years: 3 },
    });
  });
  it('polysaccharide counts 3 years: given the day before, of and after 3 years before arrival', () => {
    expect(given('2024-03-01', 'polysaccharide')).toMatchObject({
      status: 'problem',
      code: 'vaccination_expired',
    });
    expect(given('2024-03-02', 'polysaccharide').status).toBe('ok');
    expect(given('2024-03-03', 'polysaccharide').status).toBe('ok');
  });
  it('conjugate counts 5 years: given the day before, of and after 5 years before arrival', () => {
    expect(given('2022-03-01', 'conjugate').status).toBe('problem');
    expect(given('2022-03-02', 'conjugate').status).toBe('ok');
    expect(given('2022-03-03', 'conjugate').status).toBe('ok');
  });
  it('a polysaccharide vaccination too old for it is fine when conjugate', () => {
    expect(given('2023-06-01', 'polysaccharide').status).toBe('problem');
    expect(given('2023-06-01', 'conjugate').status).toBe('ok');
  });
  it('is missing without a date or a type, or without trip dates', () => {
    expect(vaccinationRule({ ...complete, vaccineType: null }, trip).code).toBe(
      'vaccination_missing',
    );
    expect(vaccinationRule({ ...complete, vaccinationDate: null }, trip).code).toBe(
      'vaccination_missing',
    );
    expect(vaccinationRule(complete, { ...trip, departureDate: null }).code).toBe(
      'trip_dates_unknown',
    );
  });
});

describe('photo, visa and payment', () => {
  it('photo present or missing', () => {
    expect(photoRule(complete).status).toBe('ok');
    expect(
      photoRule({ ...complete, documents: { ...complete.documents, photo: false } }),
    ).toMatchObject({ status: 'missing', code: 'photo_missing' });
  });
  it('visa: issued ok, applied or not started missing, refused a problem', () => {
    expect(visaRule(complete)).toMatchObject({ status: 'ok', params: { number: 'V-998877' } });
    expect(visaRule({ ...complete, visaStatus: 'applied' }).status).toBe('missing');
    expect(visaRule({ ...complete, visaStatus: 'not_started' }).status).toBe('missing');
    expect(visaRule({ ...complete, visaStatus: 'refused' }).status).toBe('problem');
  });
  it('payment: paid in full, balance due with its amount, not confirmed', () => {
    expect(paymentRule(trip).status).toBe('ok');
    const due = paymentRule({ ...trip, paidInFull: false, balanceCents: 123_450 });
    expect(due).toMatchObject({ status: 'missing', code: 'balance_due' });
    // Amounts with their separators, as the documents write them.
    expect(readinessText(due, 'en')).toBe('$1,234.50 is still to be paid.');
    expect(readinessText(due, 'fr').replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'Il reste 1 234,50 $ à payer.',
    );
    expect(paymentRule({ ...trip, confirmed: false, paidInFull: false }).code).toBe(
      'booking_not_confirmed',
    );
  });
});

describe('readinessText dates', () => {
  it('writes dates out, never ISO: "26 February 2027", French "1er mai"', () => {
    const c = {
      code: 'passport_expires_too_soon' as const,
      params: { expiry: '2027-05-01', needed: '2027-08-26' },
    };
    expect(readinessText(c, 'en')).toBe(
      'The passport expires on 1 May 2027; it must be valid until at least 26 August 2027 (six months after the return). A new passport is needed.',
    );
    expect(readinessText(c, 'fr').replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'Le passeport expire le 1er mai 2027 ; il doit être valide au moins jusqu’au 26 août 2027',
    );
    expect(readinessText(c, 'en')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

describe('readinessText', () => {
  it('words every code in English and in French, differently', () => {
    const params = {
      fields: 'surname',
      count: 1,
      expiry: '2027-01-01',
      needed: '2027-02-01',
      date: '2026-01-01',
      latest: '2027-01-01',
      validUntil: '2029-01-01',
      years: 3,
      number: 'V1',
      balanceCents: 100,
    };
    for (const code of READINESS_CODES) {
      const en = readinessText({ code, params }, 'en');
      const fr = readinessText({ code, params }, 'fr');
      expect(en.length, code).toBeGreaterThan(5);
      expect(fr, code).not.toBe(en);
      expect(en, code).not.toContain('undefined');
      expect(fr, code).not.toContain('undefined');
    }
  });
});
