// A receipt's PDF, for staff and for the pilgrim. The pilgrim's first print is the original;
// every print after it, and every staff print (the agency's copy, kept in number order), says
// "COPY"/"COPIE". Staff prints are audited, like every view of a document.
import { logoOfSettings } from '../content/agency-logo';
import { DomainError } from '@umrah/domain/model/errors';
import type { Receipt } from '@umrah/domain/model/receipts';
import { appendAudit } from '../audit/audit-log';
import { linkKey } from '../../platform/links/payment-link-key';
import { parseLinkToken, readLinkToken } from '../../platform/links/link-token';
import { renderReceiptPdf } from './documents/receipt-pdf';
import { claimOriginal, findReceipt } from './receipts-store';
import type { Actor as Viewer } from '../audit/audit-log';

export interface ReceiptFile {
  receipt: Receipt;
  pdf: Buffer;
  copy: boolean;
}

async function existingReceipt(number: string): Promise<Receipt> {
  const receipt = await findReceipt(number);
  if (!receipt) throw new DomainError('receipt_not_found');
  return receipt;
}

/** Staff's print: always the agency's copy. */
export async function printReceiptForStaff(number: string, viewer: Viewer): Promise<ReceiptFile> {
  const receipt = await existingReceipt(number);
  await appendAudit({
    actorUid: viewer.uid,
    actorUsername: viewer.username,
    action: 'print receipt',
    target: `receipts/${number}`,
  });
  return {
    receipt,
    pdf: await renderReceiptPdf(receipt, { copy: true, logo: await logoOfSettings() }),
    copy: true,
  };
}

/**
 * The pilgrim's print, through the pay link's token: the token must be genuine (the pay page's
 * signature check) and name the receipt's booking, else not found. Unlike paying, a retired link
 * (past its last day, replaced, or its booking cancelled after a refund) still opens the
 * booking's receipts: the mail that carried the link stays the pilgrim's record.
 */
export async function printReceiptForPilgrim(token: string, number: string): Promise<ReceiptFile> {
  if (!parseLinkToken(token)) throw new DomainError('receipt_not_found');
  const claims = readLinkToken(await linkKey(), token);
  if (!claims) throw new DomainError('receipt_not_found');
  const receipt = await existingReceipt(number);
  if (receipt.bookingId !== claims.bookingId) throw new DomainError('receipt_not_found');
  const copy = !(await claimOriginal(number));
  return {
    receipt,
    pdf: await renderReceiptPdf(receipt, { copy, logo: await logoOfSettings() }),
    copy,
  };
}
