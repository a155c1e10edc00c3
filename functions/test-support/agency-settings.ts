// The agency's public settings as the booking and payment tests store them: a $500 deposit and
// the balance due 45 days before departure. A test adds what it is about (a phone, payment
// methods, a legal name...) as overrides.
import { db } from '../src/platform/firebase/firebase';

export const agencySettings: Record<string, string> = {
  siteName: 'Noor',
  email: 'staff@agency.example',
  depositType: 'amount',
  depositValue: '500',
  balanceDueDays: '45',
};

/** Card and e-Transfer accepted, with the address e-Transfers go to. */
export const cardAndEtransfer = {
  paymentMethods: 'card,etransfer',
  etransferEmail: 'pay@agency.example',
};

/** Stores the settings with `overrides`; an override of `undefined` leaves that field out. */
export async function putAgencySettings(
  overrides: Record<string, string | undefined> = {},
): Promise<void> {
  const settings = Object.entries({ ...agencySettings, ...overrides }).filter(
    ([, value]) => value !== undefined,
  );
  await db().collection('settings').doc('public').set(Object.fromEntries(settings));
}
