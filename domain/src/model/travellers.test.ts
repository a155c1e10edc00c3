import { describe, expect, it } from 'vitest';
import {
  blankTravellerFields,
  leadTravellerFields,
  travellerDisplayName,
  withDetails,
} from './travellers';

describe('leadTravellerFields', () => {
  it('splits the lead contact’s full name at its last space', () => {
    expect(leadTravellerFields('  Amina Fatima  Haddad ')).toMatchObject({
      givenNames: 'Amina Fatima',
      surname: 'Haddad',
    });
    expect(leadTravellerFields('Cher')).toMatchObject({ givenNames: 'Cher', surname: '' });
  });
  it('starts from a blank record with the visa not started and no documents', () => {
    const t = leadTravellerFields('Omar Haddad');
    expect(t).toEqual({ ...blankTravellerFields(), givenNames: 'Omar', surname: 'Haddad' });
    expect(t.visaStatus).toBe('not_started');
    expect(t.documents).toEqual({
      passportScan: false,
      vaccinationCertificate: false,
      photo: false,
    });
  });
});

describe('travellerDisplayName', () => {
  it('reads SURNAME, Given names', () => {
    expect(travellerDisplayName({ givenNames: 'Amina', surname: 'Haddad' })).toBe('HADDAD, Amina');
    expect(travellerDisplayName({ givenNames: 'Amina', surname: '' })).toBe('Amina');
    expect(travellerDisplayName({ givenNames: '', surname: '' })).toBe('');
  });
});

describe('withDetails', () => {
  it('replaces the details and keeps the visa and the documents staff recorded', () => {
    const current = {
      ...blankTravellerFields(),
      surname: 'Old',
      visaStatus: 'issued' as const,
      visaNumber: 'V1',
      documents: { passportScan: true, vaccinationCertificate: false, photo: true },
    };
    const { visaStatus, visaNumber, documents, ...details } = {
      ...blankTravellerFields(),
      surname: 'Haddad',
      passportNumber: 'AB123456',
    };
    void visaStatus;
    void visaNumber;
    void documents;
    const next = withDetails(current, details);
    expect(next).toMatchObject({ surname: 'Haddad', passportNumber: 'AB123456', visaNumber: 'V1' });
    expect(next.visaStatus).toBe('issued');
    expect(next.documents).toEqual(current.documents);
  });
});
