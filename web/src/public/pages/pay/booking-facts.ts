import type { Locale } from '@umrah/domain/model/locale';

/** What the pay and trip pages both read of a booking's view. */
interface BookingFacts {
  packageTitle: string;
  packageTitleFr?: string;
  totalCents: number;
  paidCents: number;
  pendingCents: number;
  dueNowCents: number;
}

/**
 * The package's French title on the French page, as its package page names it; the stored
 * English title (its `lang` 'en') until it is translated.
 */
export function packageTitleOf(
  view: BookingFacts,
  locale: Locale,
): { title: string; lang: 'en' | undefined } {
  const frenchTitle = locale === 'fr-CA' ? view.packageTitleFr?.trim() : '';
  return {
    title: frenchTitle || view.packageTitle,
    lang: locale === 'fr-CA' && !frenchTitle ? 'en' : undefined,
  };
}

/** What is owed after what is due now (the balance, by its due date). */
export function laterCents(view: BookingFacts): number {
  return Math.max(0, view.totalCents - view.paidCents - view.pendingCents - view.dueNowCents);
}
