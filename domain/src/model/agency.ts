/**
 * The agency's address and provincial travel registration, as the footer, the contact details
 * and the structured data show them. Model only (no yup): settings.ts validates the fields.
 */

/** Canada's provinces and territories by their postal abbreviation. */
export const PROVINCES = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
} as const;

export type ProvinceCode = keyof typeof PROVINCES;

export function isProvinceCode(value: string): value is ProvinceCode {
  return Object.hasOwn(PROVINCES, value);
}

/** A Canadian postal code, with or without its middle space: 'L4X 2W6', 'l4x2w6'. */
export const POSTAL_CODE_PATTERN = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/;

/** 'l4x2w6' → 'L4X 2W6'; anything else as given. */
export function formatPostalCode(code: string): string {
  const compact = code.replace(/\s+/g, '').toUpperCase();
  return POSTAL_CODE_PATTERN.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : code;
}

/** The address fields of the settings. */
export interface AgencyAddress {
  address: string;
  city: string;
  province: string;
  postalCode: string;
}

/** The settings fields this module reads. */
export interface AgencyFacts extends AgencyAddress {
  registrationAuthority: string;
  registrationNumber: string;
}

/**
 * The address on one line: '7450 Dundas Street East, Suite 210, Mississauga, ON L4X 2W6'. The
 * street field alone when the others are empty (settings saved before they existed).
 */
export function addressLine(facts: AgencyAddress): string {
  const region = [facts.province, facts.postalCode && formatPostalCode(facts.postalCode)]
    .filter(Boolean)
    .join(' ');
  return [facts.address, facts.city, region].filter(Boolean).join(', ');
}

export interface Registration {
  authority: string;
  number: string;
}

/** The agency's registration when both its authority and number are set. */
export function registrationOf(
  facts: Pick<AgencyFacts, 'registrationAuthority' | 'registrationNumber'>,
): Registration | null {
  const authority = facts.registrationAuthority.trim();
  const number = facts.registrationNumber.trim();
  return authority && number ? { authority, number } : null;
}
