import type { IslandWhen } from '../islands/island';
import { ISLANDS, type IslandName } from '../islands/registry';

/** How far ahead of the viewport a `visible` island starts loading. */
const VISIBLE_MARGIN = '300px';

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName;
  const load = ISLANDS[name] as (() => Promise<React.ComponentType<object>>) | undefined;
  if (!load) throw new Error(`Unknown island '${name}'`);
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  // React loads with the first island: a page without islands runs no React at all.
  const [Component, { createElement }, { hydrateRoot }] = await Promise.all([
    load(),
    import('react'),
    import('react-dom/client'),
  ]);
  hydrateRoot(element, createElement(Component, props));
  element.dataset.hydrated = '';
}

function whenVisible(element: HTMLElement, start: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  observer.observe(element);
}

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

function whenTouched(element: HTMLElement, start: () => void): void {
  const once = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, once);
    start();
  };
  for (const type of INTERACTIONS) element.addEventListener(type, once, { passive: true });
}

/** Hydrates every island of the page, each when its `data-when` says. */
export function hydrateIslands(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const start = () => {
      hydrate(element).catch((err: unknown) => {
        console.error(err);
      });
    };
    const when = (element.dataset.when ?? 'visible') as IslandWhen;
    if (when === 'load') start();
    else if (when === 'interaction') whenTouched(element, start);
    else whenVisible(element, start);
  }
}
