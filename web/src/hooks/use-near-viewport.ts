import { useEffect, useState, type RefObject } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * True once the element comes within `margin` of the viewport (and from then on). Used to load
 * below-the-fold code only when the visitor scrolls towards it. Without IntersectionObserver
 * (old browsers, tests) it is true at once, except while a server-rendered page hydrates (the
 * server's answer, false, must be rendered first).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false);
  const hydrated = useHydrated();
  const canObserve = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const element = ref.current;
    if (near || !element || !canObserve) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near, canObserve]);

  return near || (hydrated && !canObserve);
}
