import { lazy, type ComponentType } from 'react';

/** How far ahead of the viewport a section's code starts loading. */
const MARGIN = '600px';

/** Sections still waiting; `releaseDeferredSections` lets them all load. */
const waiting = new Set<() => void>();
let released = false;

/**
 * Loads every waiting section now. A section whose markup React has not taken over blocks any
 * update that reaches it (a navigation, the theme switch): the first interaction or navigation
 * therefore releases them all (main.tsx).
 */
export function releaseDeferredSections(): void {
  released = true;
  for (const release of [...waiting]) release();
}

function whenNear(anchorId: string): Promise<void> {
  return new Promise((resolve) => {
    const anchor = document.getElementById(anchorId);
    // Not on the page (a client-side visit renders it now), no observer, or released: at once.
    if (released || !anchor || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release();
      },
      { rootMargin: MARGIN },
    );
    function release() {
      observer.disconnect();
      waiting.delete(release);
      resolve();
    }
    waiting.add(release);
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
