// What every receipt takes beside the booking, read before the transaction that records the
// money: the agency's facts from the settings (copied onto the receipt), the counsellor it names
// and its mail, whose link goes through the pilgrim's pay link, with the trip page's link.
import { receiptAgencyOf } from '@umrah/domain/model/receipts';
import { getPublicSettings } from '../content/settings';
import { linkKey } from '../../platform/links/payment-link-key';
import { receiptMail } from '../money/mails/receipt-mail';
import { receiptLink, tripLink } from './pay-link';
import type { ReceiptIssue } from './store/payments-store';

/**
 * `recordedBy`: the staff member who recorded the money, named as counsellor when the settings
 * name no default counsellor ('' for card payments: nobody recorded them by hand).
 */
export async function receiptIssue(recordedBy: string): Promise<ReceiptIssue> {
  const [settings, key] = await Promise.all([getPublicSettings(), linkKey()]);
  return {
    agency: receiptAgencyOf(settings),
    counsellor: settings.counsellorName.trim() || recordedBy,
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
