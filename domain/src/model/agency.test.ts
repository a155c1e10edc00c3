import { describe, expect, it } from 'vitest';
import {
  addressLine,
  formatPostalCode,
  isProvinceCode,
  registrationOf,
  type AgencyFacts,
} from './agency';

const EMPTY: AgencyFacts = {
  address: '',
  city: '',
  province: '',
  postalCode: '',
  registrationAuthority: '',
  registrationNumber: '',
};

describe('addressLine', () => {
  it('joins street, city, province and postal code', () => {
    expect(
      addressLine({
        ...EMPTY,
        address: '7450 Dundas Street East, Suite 210',
        city: 'Mississauga',
        province: 'ON',
        postalCode: 'l4x2w6',
      }),
    ).toBe('7450 Dundas Street East, Suite 210, Mississauga, ON L4X 2W6');
  });

  it('keeps an address saved in one field as it is', () => {
    const address = '12 Rue Sainte-Catherine, Montréal, QC H2X 1K4';
    expect(addressLine({ ...EMPTY, address })).toBe(address);
  });

  it('is empty when nothing is set', () => {
    expect(addressLine(EMPTY)).toBe('');
  });
});

describe('formatPostalCode', () => {
  it.each([
    ['l4x2w6', 'L4X 2W6'],
    ['L4X 2W6', 'L4X 2W6'],
    ['H2X1K4', 'H2X 1K4'],
    ['90210', '90210'],
  ])('%s → %s', (input, output) => expect(formatPostalCode(input)).toBe(output));
});

describe('registration', () => {
  it('needs both the authority and the number', () => {
    expect(registrationOf({ ...EMPTY, registrationAuthority: 'TICO (Ontario)' })).toBeNull();
    expect(registrationOf({ ...EMPTY, registrationNumber: '50012345' })).toBeNull();
    const registration = registrationOf({
      ...EMPTY,
      registrationAuthority: ' TICO (Ontario) ',
      registrationNumber: '50012345',
    });
    expect(registration).toEqual({ authority: 'TICO (Ontario)', number: '50012345' });
  });
});

describe('isProvinceCode', () => {
  it('knows the thirteen provinces and territories', () => {
    expect(isProvinceCode('QC')).toBe(true);
    expect(isProvinceCode('qc')).toBe(false);
    expect(isProvinceCode('toString')).toBe(false);
  });
});
