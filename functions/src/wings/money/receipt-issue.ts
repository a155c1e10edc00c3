// What every receipt takes beside the booking, read before the transaction that records the
// money: the agency's facts from the settings (copied onto the receipt), the counsellor it names
// and its mail, whose link goes through the pilgrim's pay link, with the trip page's link, and
// the booking's package's French title (a French receipt names the package by it).
import { receiptAgencyOf } from '@umrah/domain/model/receipts';
import { packages } from '../content/packages';
import { getPublicSettings } from '../content/settings';
import { linkKey } from '../../platform/links/payment-link-key';
import { receiptMail } from './mails/receipt-mail';
import { receiptLink, tripLink } from './pay-link';
import { findBooking } from './store/payments-store';
import type { ReceiptIssue } from './payment-moves';

/**
 * The French title of the package `bookingId` is booked on, keyed by the package's id: the
 * transaction that issues the receipt uses it only if the booking is still on that package.
 */
async function frenchTitlesOf(bookingId: string): Promise<Record<string, string>> {
  const booking = await findBooking(bookingId);
  const packageId = String(booking?.booking.packageId ?? '');
  if (!packageId) return {};
  const title = ((await packages.getById(packageId))?.fr?.title ?? '').trim();
  return title ? { [packageId]: title } : {};
}

/**
 * `recordedBy`: the staff member who recorded the money, named as counsellor when the settings
 * name no default counsellor ('' for card payments: nobody recorded them by hand).
 */
export async function receiptIssue(recordedBy: string, bookingId: string): Promise<ReceiptIssue> {
  const [settings, key, frenchTitles] = await Promise.all([
    getPublicSettings(),
    linkKey(),
    frenchTitlesOf(bookingId),
  ]);
  return {
    agency: receiptAgencyOf(settings),
    counsellor: settings.counsellorName.trim() || recordedBy,
    frenchTitles,
    mail: (receipt, record) =>
      record.stored
        ? receiptMail(
            receipt,
            receiptLink(key, receipt.bookingId, record.stored, receipt.number),
            tripLink(key, receipt.bookingId, record.stored, record.booking.language),
          )
        : null,
  };
}
