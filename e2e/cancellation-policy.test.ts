// The cancellation policy stated before booking (issue 44 item 4, O. Reg. 26/05 s. 36) on a phone
// (375 px): the seeded family package's page and its booking form list the policy's lines in
// English and in French, fit the screen and pass axe. The package page's policy is kept as
// screenshots in test-results/ (and in SHOTS_DIR when set) to be looked at.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { policyLines } from '@umrah/domain/model/money/cancellation-policy';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPackages } from '../seed/content';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { resetToSeed } from './support/seed';

const SLUG = 'family-umrah-package';
const policy = seedPackages.find((p) => p.slug === SLUG)?.cancellationPolicy;
if (!policy) throw new Error(`The seed's ${SLUG} states no cancellation policy`);

let session: BrowserSession;

beforeAll(async () => {
  await resetToSeed();
  session = await openBrowser({ viewport: { width: 375, height: 812 } });
});

afterAll(async () => {
  await session?.close();
});

async function shoot(element: Locator, name: string) {
  await element.scrollIntoViewIfNeeded();
  const dirs = ['test-results', process.env['SHOTS_DIR']].filter((d): d is string => !!d);
  for (const dir of dirs) {
    await mkdir(dir, { recursive: true });
    await element.screenshot({ path: join(dir, `${name}.png`) });
  }
}

/** The section under a heading, and its list items' texts. */
async function policyIn(page: Page, heading: string) {
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: heading, exact: true }),
  });
  await expect.poll(() => section.count()).toBeGreaterThan(0);
  const last = section.last();
  const items = await last.locator('.cancel-policy__lines li').allTextContents();
  return { section: last, items };
}

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the cancellation policy on a phone', () => {
  it('the package page lists it in English', async () => {
    const { page } = session;
    await page.goto(`/packages/${SLUG}`);
    const { section, items } = await policyIn(page, 'Cancellation Policy');
    expect(items).toEqual(policyLines(policy, 'en-CA'));
    expect(items.length).toBeGreaterThan(2);
    expect(await fitsTheScreen(page)).toBe(true);
    await shoot(section, 'cancellation-policy-package-375-en');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('the package page lists it in French', async () => {
    const { page } = session;
    await page.goto(`/fr/packages/${SLUG}`);
    const { section, items } = await policyIn(page, 'Politique d’annulation');
    expect(items).toEqual(policyLines(policy, 'fr-CA'));
    expect(await section.textContent()).toContain('par voyageur');
    expect(await fitsTheScreen(page)).toBe(true);
    await shoot(section, 'cancellation-policy-package-375-fr');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('the booking form opened for the package states it, in both languages', async () => {
    const { page } = session;
    await page.goto(`/booking?package=${SLUG}`);
    expect((await policyIn(page, 'Cancellation Policy')).items).toEqual(
      policyLines(policy, 'en-CA'),
    );
    expect(await fitsTheScreen(page)).toBe(true);
    await page.goto(`/fr/booking?package=${SLUG}`);
    const { section, items } = await policyIn(page, 'Politique d’annulation');
    expect(items).toEqual(policyLines(policy, 'fr-CA'));
    await shoot(section, 'cancellation-policy-booking-375-fr');
    expect(await fitsTheScreen(page)).toBe(true);
    expect(session.errors).toEqual([]);
  });
});
