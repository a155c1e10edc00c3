import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and from then on). Used to load
 * below-the-fold code only when the visitor scrolls towards it. Without IntersectionObserver
 * (old browsers, tests) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);

  return near;
}
