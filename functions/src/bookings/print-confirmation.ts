// A confirmed booking's confirmation PDF, for staff and for the pilgrim (through the pay link,
// like receipts). It is made from the booking as it stands (a new confirmation at another price
// prints the new plan); the terms printed are the version the pilgrim accepted, or the version
// in force while they have not. Staff prints are audited, like every view of personal data.
import { termsText, type ConfirmationFacts } from '@umrah/domain/model/confirmation';
import { localizedField } from '@umrah/domain/model/bilingual';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { DomainError } from '@umrah/domain/model/errors';
import { localeOfLanguage } from '@umrah/domain/model/locale';
import { receiptAgencyOf } from '@umrah/domain/model/receipts';
import { appendAudit } from '../data/audit-log';
import { packages } from '../data/packages';
import { linkKey } from '../data/payment-link-key';
import { getPublicSettings } from '../data/settings';
import { currentTerms, termsVersion } from '../data/terms-versions';
import { lookUpDeparture } from '../departures/read-departures';
import { parseLinkToken, readLinkToken } from '../payments/link-token';
import { renderConfirmationPdf } from './documents/confirmation-pdf';
import { findBooking } from './store/bookings-store';
import type { Viewer } from './view-passport';

export interface ConfirmationFile {
  reference: string;
  pdf: Buffer;
}

async function confirmationFactsOf(id: string): Promise<ConfirmationFacts> {
  const record = await findBooking(id);
  const b = record?.booking;
  const stored = record?.stored;
  if (!b || !stored || b.status !== 'confirmed') throw new DomainError('confirmation_not_found');
  const language = b.language === 'fr' ? 'fr' : 'en';
  const locale = localeOfLanguage(language);
  const [pkg, departure, settings, terms] = await Promise.all([
    packages.getById(b.packageId),
    b.departureId ? lookUpDeparture(b.departureId) : Promise.resolve(null),
    getPublicSettings(),
    b.termsAccepted ? termsVersion(b.termsAccepted.version) : currentTerms(),
  ]);
  const hotels = pkg
    ? [
        { city: 'Makkah', stay: pkg.makkahStay, hotel: pkg.makkaHotel, nights: pkg.nightsInMakkah },
        {
          city: language === 'fr' ? 'Médine' : 'Madinah',
          stay: pkg.madinahStay,
          hotel: pkg.madinaHotel,
          nights: pkg.nightsInMadina,
        },
      ]
        .map((h) => ({
          city: h.city,
          hotel: (h.stay?.hotel ?? h.hotel ?? '').trim(),
          nights: h.nights || null,
        }))
        .filter((h) => h.hotel)
    : [];
  const list = (field: 'inclusions' | 'exclusions') =>
    pkg ? (localizedField(pkg, field, locale).value ?? []) : [];
  const accepted = b.termsAccepted && terms?.version === b.termsAccepted.version;
  return {
    language,
    reference: stored.reference,
    issuedOn: todayInTimeZone(),
    agency: receiptAgencyOf(settings),
    counsellor: (settings.counsellorName ?? '').trim(),
    customer: {
      name: b.fullName,
      email: b.email,
      phone: b.phone,
      address: b.address ?? '',
    },
    packageTitle: (pkg && localizedField(pkg, 'title', locale).value) || b.packageTitle,
    roomType: stored.roomType,
    travellers: stored.travellers,
    departureDate: departure?.departureDate ?? stored.departureDate,
    returnDate: departure?.returnDate ?? pkg?.returnDate ?? null,
    flights: departure?.flights.airline ? departure.flights : null,
    hotels,
    inclusions: list('inclusions'),
    exclusions: list('exclusions'),
    money: {
      totalCents: stored.totalCents,
      depositCents: stored.depositCents,
      depositDueDate: stored.depositDueDate ?? null,
      balanceCents: stored.balanceCents,
      balanceDueDate: stored.balanceDueDate,
      paidCents: stored.paidCents,
    },
    terms: terms
      ? {
          version: terms.version,
          text: termsText(terms, language),
          acceptedAt: accepted ? (b.termsAccepted?.at ?? null) : null,
        }
      : null,
    insurance: b.insurance ?? '',
  };
}

/** Staff's print of a booking's confirmation (audited). */
export async function printConfirmationForStaff(
  id: string,
  viewer: Viewer,
): Promise<ConfirmationFile> {
  const facts = await confirmationFactsOf(id);
  await appendAudit({
    actorUid: viewer.uid,
    actorUsername: viewer.username,
    action: 'print confirmation',
    target: `bookings/${id}`,
  });
  return { reference: facts.reference, pdf: await renderConfirmationPdf(facts) };
}

/**
 * The pilgrim's print through the pay link's token (a genuine signature naming the booking, else
 * not found). Like receipts, a retired link still opens it: the mail stays their record.
 */
export async function printConfirmationForPilgrim(token: string): Promise<ConfirmationFile> {
  if (!parseLinkToken(token)) throw new DomainError('confirmation_not_found');
  const claims = readLinkToken(await linkKey(), token);
  if (!claims) throw new DomainError('confirmation_not_found');
  const facts = await confirmationFactsOf(claims.bookingId);
  return { reference: facts.reference, pdf: await renderConfirmationPdf(facts) };
}
