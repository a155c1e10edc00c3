import { describe, expect, it } from 'vitest';
import { blankTravellerFields } from '../model/travellers';
import { travellerDetailsSchemaFor, travellerSchema, travellerSchemaFor } from './traveller';
import { parseWith } from './validation';

const context = { today: '2026-11-26', index: 1, travellers: 2 };

describe('travellerSchema', () => {
  it('takes an empty body as a blank record (a record is filled over weeks)', () => {
    const r = parseWith(travellerSchema, {}, context);
    expect(r).toEqual({ ok: true, value: blankTravellerFields() });
  });

  it('cleans what people type: passport number uppercased without spaces, sex uppercased, blanks null', () => {
    const r = parseWith(
      travellerSchema,
      {
        givenNames: '  Amina Fatima ',
        surname: "O'Neil-Haddad",
        dateOfBirth: '1980-05-04',
        sex: 'f',
        passportNumber: ' ab 123-456 ',
        passportIssueDate: '2022-01-10',
        passportExpiryDate: '2032-01-10',
        vaccinationDate: '',
        vaccineType: 'conjugate',
        emergencyContact: { name: 'Omar', phone: '+1 514 555 0101' },
        relation: { kind: 'spouse', to: '2' },
        visaStatus: 'issued',
        visaNumber: 'V-1',
        documents: { photo: true },
      },
      context,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      givenNames: 'Amina Fatima',
      surname: "O'Neil-Haddad",
      sex: 'F',
      passportNumber: 'AB123456',
      vaccinationDate: null,
      relation: { kind: 'spouse', to: 2 },
      documents: { passportScan: false, vaccinationCertificate: false, photo: true },
    });
  });

  it('takes countries as ISO 3166 codes, a name or nationality typed in English or French becoming its code', () => {
    const ok = parseWith(
      travellerSchema,
      { nationality: 'Pakistanaise', passportIssuingCountry: 'can' },
      context,
    );
    expect(ok.ok && [ok.value.nationality, ok.value.passportIssuingCountry]).toEqual([
      'PAK',
      'CAN',
    ]);
    const unknown = parseWith(travellerSchema, { nationality: 'Atlantis' }, context);
    expect(unknown.ok).toBe(false);
    if (!unknown.ok)
      expect(unknown.errors['nationality']).toBe('Nationality: choose a country from the list');
    const fr = parseWith(
      travellerDetailsSchemaFor('fr'),
      { passportIssuingCountry: 'Xyz' },
      context,
    );
    if (!fr.ok)
      expect(fr.errors['passportIssuingCountry']).toBe(
        'Pays de délivrance\u00a0: choisissez un pays dans la liste',
      );
    expect(fr.ok).toBe(false);
  });

  it('takes room needs as a list, each once in the list’s order, and refuses others', () => {
    const r = parseWith(
      travellerSchema,
      { needs: ['groundFloor', 'wheelchair', 'groundFloor'] },
      context,
    );
    expect(r.ok && r.value.needs).toEqual(['wheelchair', 'groundFloor']);
    expect(parseWith(travellerSchema, { needs: ['stairs'] }, context).ok).toBe(false);
    expect(parseWith(travellerSchema, { needs: 'wheelchair' }, context).ok).toBe(false);
  });

  it('names each wrong field with a clear message', () => {
    const r = parseWith(
      travellerSchema,
      {
        givenNames: 'Amina2',
        dateOfBirth: '2026-11-27',
        sex: 'X',
        passportNumber: 'AB!1',
        passportIssueDate: '2022-01-10',
        passportExpiryDate: '2022-01-10',
        vaccinationDate: '2026-13-01',
        vaccineType: 'live',
        emergencyContact: { phone: 'call me' },
        visaStatus: 'issued',
        documents: { photo: 'maybe' },
      },
      context,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      givenNames:
        'Given names may contain only letters, spaces, hyphens and apostrophes, as on the passport',
      dateOfBirth: 'Date of birth cannot be in the future',
      sex: 'Sex must be one of M, F',
      passportNumber: 'Passport number must be 5 to 15 letters and digits, as on the passport',
      passportExpiryDate: 'Passport expiry date must be after its issue date',
      vaccinationDate: 'Vaccination date must be a valid date (YYYY-MM-DD)',
      vaccineType: 'Vaccine type must be one of polysaccharide, conjugate',
      'emergencyContact.phone': 'Emergency contact phone must be a valid phone number',
      visaNumber: 'Visa number is required once the visa is issued',
      'documents.photo': 'Photo must be true or false',
    });
  });

  it('dates at the edge of today: today is fine, tomorrow is not', () => {
    const today = parseWith(travellerSchema, { vaccinationDate: '2026-11-26' }, context);
    expect(today.ok).toBe(true);
    const tomorrow = parseWith(travellerSchema, { vaccinationDate: '2026-11-27' }, context);
    expect(tomorrow.ok).toBe(false);
    const old = parseWith(travellerSchema, { dateOfBirth: '1899-12-31' }, context);
    expect(old.ok ? {} : old.errors).toEqual({ dateOfBirth: 'Date of birth must be after 1900' });
  });

  it('relation: both parts, another traveller of the booking', () => {
    const errorsOf = (relation: unknown) => {
      const r = parseWith(travellerSchema, { relation }, context);
      return r.ok ? {} : r.errors;
    };
    expect(errorsOf({ kind: 'spouse' })).toEqual({
      relation: 'Choose both the relation and the traveller it is to',
    });
    expect(errorsOf({ kind: 'spouse', to: 1 })).toEqual({
      'relation.to': 'A traveller cannot be related to themselves',
    });
    expect(errorsOf({ kind: 'spouse', to: 3 })).toEqual({
      'relation.to': 'Related traveller must be a traveller of this booking (1 to 2)',
    });
    expect(errorsOf({ kind: 'cousin', to: 2 })).toEqual({
      'relation.kind': 'Relation must be one of spouse, parent, child, sibling, other',
    });
    const none = parseWith(travellerSchema, { relation: { kind: '', to: '' } }, context);
    expect(none.ok && none.value.relation).toBe(null);
  });

  it('refuses a prototype-polluting nested object', () => {
    const r = parseWith(
      travellerSchema,
      JSON.parse('{"emergencyContact":{"__proto__":{"x":1}}}') as unknown,
      context,
    );
    expect(r.ok ? {} : r.errors).toEqual({
      emergencyContact: 'Emergency contact name must be an object',
    });
  });
});

describe('travellerSchemaFor(fr) and the details schema', () => {
  it('words the messages in French with French spacing', () => {
    const r = parseWith(
      travellerSchemaFor('fr'),
      { surname: 'X1', passportNumber: '12', visaStatus: 'maybe' },
      context,
    );
    expect(r.ok ? {} : r.errors).toEqual({
      surname:
        'Le champ «\u00a0Nom de famille\u00a0» ne peut contenir que des lettres, des espaces, des traits d’union et des apostrophes, comme sur le passeport',
      passportNumber:
        'Le numéro de passeport doit compter de 5 à 15 lettres et chiffres, comme sur le passeport',
      visaStatus:
        'Le champ «\u00a0Statut du visa\u00a0» doit valoir not_started, applied, issued, refused',
    });
  });

  it('the pilgrim’s details schema leaves out the visa and the documents', () => {
    const r = parseWith(
      travellerDetailsSchemaFor('en'),
      { surname: 'Haddad', visaStatus: 'issued', documents: { photo: true } },
      context,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).not.toHaveProperty('visaStatus');
    expect(r.value).not.toHaveProperty('documents');
  });
});
