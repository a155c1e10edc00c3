/**
 * The language choice, remembered in the browser only (localStorage, never a cookie: the CDN
 * serves one copy of each page to everyone, and Accept-Language would need a Vary). A first
 * visit to an English page whose browser prefers French, Arabic or Urdu is offered that page by
 * a small notice in that language, never redirected; following a language switch or dismissing
 * the notice records the choice, and the notice does not come back.
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
  if (!document.querySelector('[data-language-notice]') || remembered() !== null) return;
  const preferred = preferredLocale(navigator.languages ?? [navigator.language]);
  const notice = document.querySelector<HTMLElement>(`[data-language-notice="${preferred}"]`);
  if (!preferred || !notice) return;
  notice.hidden = false;
  notice.querySelector('a')?.addEventListener('click', () => remember(preferred));
  notice.querySelector('[data-language-notice-dismiss]')?.addEventListener('click', () => {
    remember('en-CA');
    notice.hidden = true;
  });
}
