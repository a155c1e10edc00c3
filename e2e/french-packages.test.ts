// The package pages in French on a phone (375 px): French card texts, the live filters on
// /fr/packages keeping the French address and counts, and French content with English fallbacks
// marked lang="en".
import { packageFactsOf } from '@umrah/domain/model/package-filters';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { seedPackages } from '../seed/content';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { resetToSeed } from './support/seed';

const published = seedPackages.filter((p) => p.isPublished);
const translated = published[0]!;
const untranslated = published[1]!;
const FRENCH_TITLE = 'Forfait Omra traduit pour le test';
const ramadanCount = published.filter((p) => packageFactsOf(p).ramadan).length;

async function visibleTitles(page: Page): Promise<string[]> {
  return page
    .locator('[data-package-list] article:visible h2')
    .evaluateAll((headings) => headings.map((h) => h.textContent ?? ''));
}

let session: BrowserSession;

beforeAll(async () => {
  await resetToSeed();
  const docs = await db().collection('packages').where('slug', '==', translated.slug).get();
  // Another version of the seed may already be bilingual: set both versions this test reads.
  await docs.docs[0]!.ref.update({
    fr: { title: FRENCH_TITLE, description: 'Une description en français.' },
  });
  const others = await db().collection('packages').where('slug', '==', untranslated.slug).get();
  await others.docs[0]!.ref.update({ fr: null });
  session = await openBrowser({ viewport: { width: 375, height: 812 } });
});

afterAll(async () => {
  await session?.close();
  await resetToSeed();
});

describe('/fr/packages on a phone', () => {
  it('shows French cards and filters live, keeping the French address and counts', async () => {
    const { page } = session;
    await page.goto('/fr/packages');
    await page.waitForLoadState('networkidle');
    expect(await page.getAttribute('html', 'lang')).toBe('fr-CA');
    expect(await visibleTitles(page)).toContain(FRENCH_TITLE);
    const english = page.locator('[data-package-list] article h2', {
      hasText: untranslated.title,
    });
    expect(await english.getAttribute('lang')).toBe('en');
    expect(await page.getByRole('link', { name: 'Voir les détails' }).count()).toBe(
      published.length,
    );
    expect(await page.getByText('À partir de').count()).toBe(published.length);
    const count = page.locator('[data-package-count]');
    expect(await count.textContent()).toBe(`${published.length} forfaits`);

    await page.evaluate(() => {
      (window as unknown as { stay: boolean }).stay = true;
    });
    await page.getByLabel('Voyages du Ramadan seulement').check();
    await expect.poll(() => visibleTitles(page).then((t) => t.length)).toBe(ramadanCount);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      '/fr/packages?ramadan=1',
    );
    expect(await count.textContent()).toBe(
      `${ramadanCount} ${ramadanCount === 1 ? 'forfait' : 'forfaits'} sur ${published.length}`,
    );
    await page.getByRole('spinbutton', { name: 'Prix le plus élevé' }).fill('100');
    await page.getByText('Aucun forfait ne correspond à ces filtres.').waitFor();
    await page.getByRole('link', { name: 'Effacer les filtres' }).last().click();
    await expect.poll(() => visibleTitles(page).then((t) => t.length)).toBe(published.length);
    expect(new URL(page.url()).pathname).toBe('/fr/packages');
    expect(await page.evaluate(() => (window as unknown as { stay?: boolean }).stay)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('opens the French package page from its card', async () => {
    const { page } = session;
    await page.goto('/fr/packages');
    await page
      .locator('article', { hasText: FRENCH_TITLE })
      .getByRole('link', { name: 'Voir les détails' })
      .click();
    await page.waitForURL(`**/fr/packages/${translated.slug}`);
    const h1 = page.getByRole('heading', { level: 1 });
    expect(await h1.textContent()).toBe(FRENCH_TITLE);
    expect(await h1.getAttribute('lang')).toBeNull();
    expect(await page.title()).toContain(FRENCH_TITLE);
    await page.getByRole('heading', { name: 'Choisissez votre chambre' }).waitFor();
    expect(await page.getByRole('link', { name: 'Tous les forfaits' }).getAttribute('href')).toBe(
      '/fr/packages',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
