// The whole agency's trust money by month (issue 45, item 5): every receipt of the register
// (money in from pilgrims) and every payment to a supplier on every cost sheet (money out), with
// the balance held at each month's end. The agency's records, not accounting advice.
import type { AgencyTrust } from '@umrah/domain/model/costs';
import { receiptDay } from '@umrah/domain/model/receipts';
import { trustByMonth, type TrustIn } from '@umrah/domain/model/trust-ledger';
import { storedCostSheets } from '../wings/costs/cost-sheets';
import { exportReceipts } from '../wings/money/receipt-register';

export async function readAgencyTrust(): Promise<AgencyTrust> {
  const ins: TrustIn[] = [];
  for await (const page of exportReceipts()) {
    for (const r of page) {
      ins.push({
        date: receiptDay(r),
        amountCents: r.amountCents,
        method: r.method,
        reference: r.number,
      });
    }
  }
  const outs = (await storedCostSheets()).flatMap((s) =>
    s.payments.map((p) => ({ date: p.date, amountCents: p.cadCents, reference: p.reference })),
  );
  return { months: trustByMonth(ins, outs) };
}
