/**
 * The language choice, remembered in the browser only (localStorage, never a cookie: the CDN
 * serves one copy of each page to everyone, and Accept-Language would need a Vary). A first
 * visit to an English page whose browser prefers French is offered the French page by a small
 * notice, never redirected; following a language switch or dismissing the notice records the
 * choice, and the notice does not come back.
 */
import { isLocale, preferredLocale, type Locale } from '@umrah/domain/model/locale';

export const LANGUAGE_STORAGE_KEY = 'site-language';

function remember(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage may be unavailable (private mode): the notice may show again, nothing breaks.
  }
}

function remembered(): Locale | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function wireLanguageChoice(): void {
  for (const link of document.querySelectorAll<HTMLElement>('[data-language-switch]')) {
    link.addEventListener('click', () => {
      const target = link.dataset.languageSwitch;
      if (isLocale(target)) remember(target);
    });
  }
  const notice = document.querySelector<HTMLElement>('[data-language-notice]');
  if (!notice || remembered() !== null) return;
  if (preferredLocale(navigator.languages ?? [navigator.language]) !== 'fr-CA') return;
  notice.hidden = false;
  notice.querySelector('a')?.addEventListener('click', () => remember('fr-CA'));
  notice.querySelector('[data-language-notice-dismiss]')?.addEventListener('click', () => {
    remember('en-CA');
    notice.hidden = true;
  });
}
