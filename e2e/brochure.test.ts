// The package page as a brochure: the "Print or save as PDF" button opens the print dialog, and
// Chromium's PDF of the page holds the hotels, the plan, the prices and the agency's contact on
// at most two A4 or Letter pages, without the site's navigation, footer or buttons. The PDFs are
// kept in test-results/ to be looked at.
import { Timestamp } from 'firebase-admin/firestore';
import { mkdir, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/firebase';
import { seedPackages } from '../seed/content';
import { openBrowser, type BrowserSession } from './support/browser';

const slug = `brochure-${Date.now()}`;
let docId = '';

// The seed's fullest package: both hotels, the longest plan.
const source = [...seedPackages].sort((a, b) => b.itinerary.length - a.itinerary.length)[0]!;

beforeAll(async () => {
  const { createdAt: _, ...data } = source;
  const now = Timestamp.now();
  const ref = await db()
    .collection('packages')
    .add({ ...data, slug, isPublished: true, createdAt: now, updatedAt: now });
  docId = ref.id;
});

afterAll(async () => {
  if (docId) await db().collection('packages').doc(docId).delete();
});

/** Pages of a PDF as Chromium writes it (one `/Type /Page` object per page, uncompressed). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

describe('the printed brochure', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows the print button once the page script runs, and it opens the print dialog', async () => {
    const { page, errors } = session;
    await page.goto(`/packages/${slug}`);
    const button = page.getByRole('button', { name: 'Print or save as PDF' });
    await button.waitFor({ state: 'visible' });
    await page.evaluate(() => {
      window.print = () => {
        document.body.dataset.printed = 'yes';
      };
    });
    await button.click();
    await expect.poll(() => page.evaluate(() => document.body.dataset.printed)).toBe('yes');
    // A CSP refusal of the script would show here.
    expect(errors).toEqual([]);
  });

  it('prints the hotels, plan, prices and contact on at most two pages, without the frame', async () => {
    const { page } = session;
    await page.goto(`/packages/${slug}`);
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['.topbar', '.footer', '.whatsapp-float', '.btn', '[data-print]']) {
      expect(await page.locator(hidden).first().isVisible(), hidden).toBe(false);
    }
    for (const shown of [
      `text=${source.makkahStay!.hotel}`,
      `text=${source.madinahStay!.hotel}`,
      'text=Day-by-Day Itinerary',
      `text=${source.itinerary.at(-1)!.title}`,
      'text=Choose Your Room',
      '.pkg-print-contact',
      'text=/Registered with/',
    ]) {
      expect(await page.locator(shown).first().isVisible(), shown).toBe(true);
    }
    await mkdir('test-results', { recursive: true });
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, printBackground: true });
      await writeFile(`test-results/brochure-${format}.pdf`, pdf);
      const pages = pageCount(pdf);
      expect(pages, format).toBeGreaterThanOrEqual(1);
      expect(pages, format).toBeLessThanOrEqual(2);
    }
    await page.emulateMedia({ media: 'screen' });
  });

  it('keeps the plan and hotels within a 375 px screen', async () => {
    const phone = await openBrowser({ viewport: { width: 375, height: 812 } });
    try {
      await phone.page.goto(`/packages/${slug}`);
      await phone.page.getByRole('heading', { name: 'Day-by-Day Itinerary' }).waitFor();
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await phone.close();
    }
  });

  it('leaves the button hidden without JavaScript, where it could do nothing', async () => {
    const noScript = await openBrowser({ javaScriptEnabled: false });
    try {
      await noScript.page.goto(`/packages/${slug}`);
      await noScript.page.getByRole('heading', { name: 'Accommodation' }).waitFor();
      expect(await noScript.page.locator('[data-print]').isVisible()).toBe(false);
    } finally {
      await noScript.close();
    }
  });
});
