import { lazy, type ComponentType } from 'react';

/** How far ahead of the viewport a section's code starts loading. */
const MARGIN = '600px';

function whenNear(anchorId: string): Promise<void> {
  return new Promise((resolve) => {
    const anchor = document.getElementById(anchorId);
    // Not on the page (a client-side visit renders it now) or no observer: load at once.
    if (!anchor || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: MARGIN },
    );
    observer.observe(anchor);
  });
}

/**
 * A below-the-fold section whose code loads (and whose server-rendered markup is hydrated) only
 * when the element `anchorId` nears the viewport. Render it inside <Suspense> placed within that
 * element. Until then the server's markup stays as it is: visible, its links plain links. A
 * phone's first seconds then go to the first screen rather than to sections far below it.
 * On the server it renders at once.
 */
export function lazyNearViewport<P extends object>(
  anchorId: string,
  load: () => Promise<ComponentType<P>>,
) {
  return lazy(async () => {
    if (typeof window !== 'undefined') await whenNear(anchorId);
    return { default: await load() };
  });
}
