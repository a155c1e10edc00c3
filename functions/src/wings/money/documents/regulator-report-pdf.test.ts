// What the regulators' report says, read back from the PDF, in English and French: the period,
// Ontario's sales by month with the refund netted, FICAV with its credit, the reconciliation with
// the register, the receipts to check and the records-not-advice line.
import { regulatorReport, halfYear } from '@umrah/domain/model/money/regulator-reports';
import type { Receipt } from '@umrah/domain/model/receipts';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../test-support/pdf-text';
import { ontarioReceipt, quebec } from '../../../../test-support/receipt-fixtures';
import { renderRegulatorReportPdf } from './regulator-report-pdf';

const at = new Date('2026-07-03T15:07:00Z');

function register(): Receipt[] {
  const r = (n: number, o: Partial<Receipt>): Receipt => ({
    ...ontarioReceipt,
    number: `R-00000${n}`,
    seq: n,
    agency: quebec,
    ...o,
  });
  // The fixture's customer lives in Brampton, ON; its booking's total is $6,400.
  return [
    r(1, { issuedAt: '2026-01-15T15:00:00.000Z', amountCents: 320_000, paidCents: 320_000 }),
    r(2, {
      issuedAt: '2026-03-02T15:00:00.000Z',
      amountCents: 150_050,
      paidCents: 150_050,
      bookingId: 'b2',
      customer: { name: 'Amine', address: '4 rue des Érables, Laval, QC H7N 2T4', email: '' },
    }),
    r(3, {
      issuedAt: '2026-05-20T15:00:00.000Z',
      kind: 'refund',
      amountCents: -20_000,
      paidCents: 300_000,
    }),
    r(4, {
      issuedAt: '2026-06-01T15:00:00.000Z',
      amountCents: 10_000,
      paidCents: 10_000,
      bookingId: 'b3',
      customer: { name: 'Sara', address: '', email: '' },
    }),
  ];
}

describe("the regulators' report PDF", () => {
  it('states the figures in English', async () => {
    const report = regulatorReport(register(), halfYear(2026, 1));
    const text = await pdfText(await renderRegulatorReportPdf(report, quebec, 'en', at));
    expect(text).toContain('Reports to the regulators');
    expect(text).toContain('1 January 2026 to 30 June 2026');
    expect(text).toContain('Ontario: gross sales to Ontario residents');
    // January's sale, May's refund, and the half-year's net.
    expect(text).toMatch(/January 2026 \$3,200\.00 \$0\.00 \$3,200\.00/);
    expect(text).toMatch(/May 2026 \$0\.00 -\$200\.00 -\$200\.00/);
    expect(text).toMatch(/Total \$3,200\.00 -\$200\.00 \$3,000\.00/);
    expect(text).toContain('Quebec: FICAV contributions');
    expect(text).toContain('Net money on the register (payments less refunds) $4,600.50');
    expect(text).toContain('Receipts to check (the address names no province): R-000004');
    expect(text).toContain('not accounting or legal advice');
    expect(text).toMatch(/page 1 of 1/);
  });

  it('states them in French', async () => {
    const report = regulatorReport(register(), halfYear(2026, 1));
    const text = await pdfText(await renderRegulatorReportPdf(report, quebec, 'fr', at));
    expect(text).toContain('Rapports réglementaires');
    expect(text).toContain('Ontario : ventes brutes aux résidents de l’Ontario');
    expect(text).toMatch(/Janvier 2026 3 200,00 \$ 0,00 \$ 3 200,00 \$/);
    expect(text).toContain('Québec : contributions au FICAV');
    expect(text).toContain('Remise applicable');
    expect(text).toContain('pas un avis comptable ni juridique');
    expect(text).toMatch(/page 1 sur 1/);
  });

  it('repeats a table’s header on the next page of a long period', async () => {
    const report = regulatorReport(register(), { from: '2025-01-01', to: '2026-12-31' });
    const text = await pdfText(await renderRegulatorReportPdf(report, quebec, 'en', at));
    const pages = text.split(/page \d+ of \d+/).slice(0, -1);
    expect(pages).toHaveLength(2);
    expect(pages[1]).toMatch(
      /Month (Sales Refunds Net sales|Collected Credit applicable To remit)/,
    );
    expect(pages[1]).toContain('December 2026');
  });
});
