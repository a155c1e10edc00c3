import type { Locale } from '@umrah/domain/model/locale';

/** The package's titles the pay and trip pages both read of a booking's view. */
interface BookingFacts {
  packageTitle: string;
  packageTitleFr?: string;
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
