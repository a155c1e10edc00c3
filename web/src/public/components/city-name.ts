import type { Translate } from '@umrah/i18n/translate';

/** The two holy cities in the page's language ('Makkah' → 'La Mecque'); other places as written. */
export function cityName(city: string, t: Translate): string {
  const name = city.trim().toLowerCase();
  if (['makkah', 'makka', 'mecca'].includes(name)) return t('package.makkah');
  if (['madinah', 'madina', 'medina'].includes(name)) return t('package.madinah');
  return city;
}
