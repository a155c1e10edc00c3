// A confirmed booking's confirmation PDF, for staff and for the pilgrim (through the pay link,
// like receipts), with each traveller's name as on the passport. It sits above the bookings and
// travellers wings because it speaks of both; staff prints are audited, like every view of
// personal data.
import { logoOfSettings } from '../wings/content/agency-logo';
import { appendAudit } from '../wings/audit/audit-log';
import {
  bookingOfConfirmationLink,
  confirmationFactsOf,
} from '../wings/bookings/confirmation-facts';
import { renderConfirmationPdf } from '../wings/bookings/documents/confirmation-pdf';
import type { Actor as Viewer } from '../wings/audit/audit-log';
import { travellerNamesOf } from '../wings/travellers/traveller-names';

export interface ConfirmationFile {
  reference: string;
  pdf: Buffer;
}

async function withNames(
  bookingId: string,
  facts: Awaited<ReturnType<typeof confirmationFactsOf>>,
): Promise<ConfirmationFile> {
  const travellerNames = await travellerNamesOf(bookingId, facts.travellers, facts.customer.name);
  return {
    reference: facts.reference,
    pdf: await renderConfirmationPdf(
      { ...facts, travellerNames },
      { logo: await logoOfSettings() },
    ),
  };
}

/** Staff's print of a booking's confirmation (audited before it is made). */
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
  return withNames(id, facts);
}

/** The pilgrim's print through the pay link's token. */
export async function printConfirmationForPilgrim(token: string): Promise<ConfirmationFile> {
  const id = await bookingOfConfirmationLink(token);
  return withNames(id, await confirmationFactsOf(id));
}
