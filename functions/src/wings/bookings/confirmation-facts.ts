// What a confirmed booking's confirmation says, gathered from the booking as it stands (a new
// confirmation at another price prints the new plan); the terms (and the cancellation policy) are
// the version the pilgrim accepted, or the version in force while they have not. Printing it (with the travellers'
// names, which the travellers wing holds) is trip-documents/print-confirmation.ts.
import { termsText, type ConfirmationFacts } from '@umrah/domain/model/confirmation';
import { localizedField } from '@umrah/domain/model/bilingual';
import { translatorFor } from '@umrah/i18n/translate';
import { DomainError } from '@umrah/domain/model/errors';
import { localeOfLanguage } from '@umrah/domain/model/locale';
import { receiptAgencyOf } from '@umrah/domain/model/receipts';
import {
  policyInForce,
  policyLines,
  shownPolicy,
} from '@umrah/domain/model/money/cancellation-policy';
import { packages } from '../content/packages';
import { linkKey } from '../../platform/links/payment-link-key';
import { getPublicSettings } from '../content/settings';
import { currentTerms, termsVersion } from '../content/terms-versions';
import { lookUpDeparture } from '../departures/read-departures';
import { parseLinkToken, readLinkToken } from '../../platform/links/link-token';
import { findBooking } from './store/bookings-store';
import * as clock from '../../platform/clock';
import { allocatePayments, scheduleLines } from '@umrah/domain/model/money/plan-allocation';

/** The facts of a confirmed booking (not found otherwise); names left blank for the caller. */
export async function confirmationFactsOf(id: string): Promise<ConfirmationFacts> {
  const record = await findBooking(id);
  const b = record?.booking;
  const stored = record?.stored;
  if (!b || !stored || b.status !== 'confirmed') throw new DomainError('confirmation_not_found');
  const language = b.language === 'fr' ? 'fr' : 'en';
  const locale = localeOfLanguage(language);
  const t = translatorFor(locale);
  const [pkg, departure, settings, terms] = await Promise.all([
    packages.getById(b.packageId),
    b.departureId ? lookUpDeparture(b.departureId) : Promise.resolve(null),
    getPublicSettings(),
    b.termsAccepted ? termsVersion(b.termsAccepted.version) : currentTerms(),
  ]);
  const hotels = pkg
    ? [
        {
          city: t('package.makkah'),
          stay: pkg.makkahStay,
          hotel: pkg.makkaHotel,
          nights: pkg.nightsInMakkah,
        },
        {
          city: t('package.madinah'),
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
  // The policy the pilgrim accepted; a booking made before policies shows the one in force.
  const policy = shownPolicy(b.cancellationPolicy, policyInForce(departure, pkg));
  return {
    language,
    reference: stored.reference,
    issuedOn: clock.today(),
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
    travellerNames: Array.from({ length: stored.travellers }, () => ''),
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
      schedule: stored.schedule?.length
        ? scheduleLines(allocatePayments(stored.schedule, stored.paidCents))
        : null,
      groupPrice: stored.groupPrice ?? null,
    },
    terms: terms
      ? {
          version: terms.version,
          text: termsText(terms, language),
          acceptedAt: accepted ? (b.termsAccepted?.at ?? null) : null,
        }
      : null,
    policy: policy && {
      version: policy.version,
      lines: policyLines(policy.policy, locale),
      acceptedAt: policy.acceptedAt,
    },
    insurance: b.insurance ?? '',
  };
}

/**
 * The booking a pilgrim's confirmation link names (a genuine signature, else not found). Like
 * receipts, a retired link still opens it: the mail stays their record.
 */
export async function bookingOfConfirmationLink(token: string): Promise<string> {
  if (!parseLinkToken(token)) throw new DomainError('confirmation_not_found');
  const claims = readLinkToken(await linkKey(), token);
  if (!claims) throw new DomainError('confirmation_not_found');
  return claims.bookingId;
}
