import { SCROLL_THRESHOLD_PX } from '@umrah/domain/model/constants';

/** The top bar's "scrolled" flag (spec section 4), which draws its soft shadow. */
export function watchScroll(): void {
  const bar = document.querySelector<HTMLElement>('.topbar');
  if (!bar) return;
  let queued = false;
  const update = () => {
    queued = false;
    bar.dataset.scrolled = String(window.scrollY > SCROLL_THRESHOLD_PX);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
}

/**
 * Browsers without popovers (before Safari 17 and Firefox 125) would never open the mobile menu:
 * there the buttons toggle a class instead.
 */
export function popoverFallback(): void {
  if (Object.prototype.hasOwnProperty.call(HTMLElement.prototype, 'popover')) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[popovertarget]')) {
    const target = document.getElementById(button.getAttribute('popovertarget') ?? '');
    if (!target) continue;
    button.addEventListener('click', () => {
      const open =
        button.getAttribute('popovertargetaction') === 'hide'
          ? false
          : !target.classList.contains('is-open');
      target.classList.toggle('is-open', open);
    });
  }
}

/**
 * Where the browser has no Speculation Rules (the site function names its rules in a header),
 * a page is fetched into the HTTP cache when the pointer rests on a link to it, so the click
 * finds it there.
 */
export function prefetchOnHover(): void {
  if (HTMLScriptElement.supports?.('speculationrules')) return;
  const done = new Set<string>();
  document.addEventListener(
    'pointerover',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href);
      if (url.origin !== location.origin || url.pathname.startsWith('/admin')) return;
      if (done.has(url.pathname) || url.pathname === location.pathname) return;
      done.add(url.pathname);
      const prefetch = document.createElement('link');
      prefetch.rel = 'prefetch';
      prefetch.href = url.pathname;
      document.head.appendChild(prefetch);
    },
    { passive: true },
  );
}

/** Buttons marked `data-print` (the package brochure) are shown and open the print dialog. */
/** How long a Copy button says "Copied". */
const COPIED_MS = 2000;

/**
 * Shows the Copy buttons (`data-copy` holds the text; `data-copied` what the button says once it
 * copied) and copies on click. Where the clipboard is refused, the button stays as it was and
 * the value remains there to select by hand.
 */
export function wireCopyButtons(): void {
  if (!navigator.clipboard) return;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-copy]')) {
    button.hidden = false;
    const label = button.textContent;
    button.addEventListener('click', () => {
      navigator.clipboard.writeText(button.dataset.copy ?? '').then(
        () => {
          button.textContent = button.dataset.copied ?? label;
          setTimeout(() => {
            button.textContent = label;
          }, COPIED_MS);
        },
        () => {},
      );
    });
  }
}

export function wirePrintButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-print]')) {
    button.hidden = false;
    button.addEventListener('click', () => window.print());
  }
}

/**
 * A refused form's answer autofocuses its first field to correct, and the browser scrolls to it
 * at once; islands that hydrate afterwards can grow the page above it and push it out of view.
 * For the first seconds, until the visitor touches anything, a growth that hides the focused
 * field brings it back to the middle of the screen.
 */
export function keepAutofocusInView(): void {
  const field = document.querySelector<HTMLElement>('[autofocus]');
  if (!field || typeof ResizeObserver === 'undefined') return;
  const bring = () => {
    if (document.activeElement !== field) return;
    const box = field.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) field.scrollIntoView({ block: 'center' });
  };
  const observer = new ResizeObserver(bring);
  const stop = () => {
    observer.disconnect();
    for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const) {
      window.removeEventListener(type, stop);
    }
  };
  observer.observe(document.body);
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const) {
    window.addEventListener(type, stop, { once: true, passive: true });
  }
  window.addEventListener('load', bring, { once: true });
  setTimeout(stop, 5_000);
}
