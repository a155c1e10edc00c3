import { describe, expect, it } from 'vitest';
import { travellerDetailsSchemaFor } from '../schemas/traveller';
import { parseWith } from '../schemas/validation';
import {
  travellerBodyOfForm,
  travellerFormFieldOf,
  travellerFormRefusalOf,
} from './traveller-form';
import {
  blankTravellerFields,
  passportNumberEnding,
  withPilgrimDetails,
  type TravellerDetails,
} from './travellers';

describe('the pilgrim’s traveller form', () => {
  it('turns the flat form into the schema’s body, dropping fields it does not have', () => {
    const body = travellerBodyOfForm({
      givenNames: 'Amina',
      emergencyContactName: 'Omar',
      emergencyContactPhone: '+1 416 555 0100',
      relationKind: 'spouse',
      relationTo: '2',
      visaStatus: 'issued',
    });
    expect(body).toEqual({
      givenNames: 'Amina',
      emergencyContact: { name: 'Omar', phone: '+1 416 555 0100' },
      relation: { kind: 'spouse', to: '2' },
    });
    const parsed = parseWith(travellerDetailsSchemaFor('en'), body, { index: 1, travellers: 2 });
    expect(parsed.ok && parsed.value.relation).toEqual({ kind: 'spouse', to: 2 });
    const blank = parseWith(travellerDetailsSchemaFor('en'), travellerBodyOfForm({}));
    expect(blank.ok && blank.value.relation).toBeNull();
  });

  it('names the form’s field for each schema error path, and reads only known names back', () => {
    expect(travellerFormFieldOf('emergencyContact.phone')).toBe('emergencyContactPhone');
    expect(travellerFormFieldOf('relation')).toBe('relationKind');
    expect(travellerFormFieldOf('relation.to')).toBe('relationTo');
    expect(travellerFormFieldOf('passportNumber')).toBe('passportNumber');
    expect(travellerFormFieldOf('visaStatus')).toBeNull();
  });

  it('keeps every value typed in a refused form, with each refused field’s reason in form order', () => {
    const fields = {
      givenNames: 'Amina',
      surname: 'Yusuf2',
      nationality: 'Canadian',
      vaccinationDate: '2099-01-01',
      relationKind: 'parent',
      relationTo: '',
      visaStatus: 'issued',
    };
    const parsed = parseWith(travellerDetailsSchemaFor('en'), travellerBodyOfForm(fields), {
      index: 1,
      travellers: 2,
      today: '2026-11-27',
    });
    expect(parsed.ok).toBe(false);
    const refusal = travellerFormRefusalOf(1, fields, parsed.ok ? {} : parsed.errors);
    // Only the form's own fields come back, as typed.
    expect(refusal.values).toEqual({
      givenNames: 'Amina',
      surname: 'Yusuf2',
      nationality: 'Canadian',
      vaccinationDate: '2099-01-01',
      relationKind: 'parent',
      relationTo: '',
    });
    expect(Object.keys(refusal.errors)).toEqual(['surname', 'vaccinationDate', 'relationKind']);
    expect(refusal.errors.surname).toBe(
      'Surname may contain only letters, spaces, hyphens and apostrophes, as on the passport',
    );
    expect(refusal.errors.vaccinationDate).toBe('Vaccination date cannot be in the future');
  });

  it('shows a passport number by its last 3 characters; a blank one keeps the number on file', () => {
    expect(passportNumberEnding('AB1234567')).toBe('567');
    expect(passportNumberEnding('')).toBe('');
    const current = {
      ...blankTravellerFields(),
      passportNumber: 'AB1234567',
      visaStatus: 'issued' as const,
    };
    const { visaStatus, visaNumber, documents, ...details } = current;
    void visaStatus;
    void visaNumber;
    void documents;
    const typed: TravellerDetails = { ...details, givenNames: 'Amina', passportNumber: '' };
    expect(withPilgrimDetails(current, typed)).toMatchObject({
      givenNames: 'Amina',
      passportNumber: 'AB1234567',
      visaStatus: 'issued',
    });
    expect(
      withPilgrimDetails(current, { ...typed, passportNumber: 'ZX9876543' }).passportNumber,
    ).toBe('ZX9876543');
  });
});
