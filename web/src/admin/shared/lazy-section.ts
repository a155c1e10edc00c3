import { lazy, type ComponentType, type ReactNode } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/**
 * A part of a screen that loads beside the screen's first cards, not with it (issue 42): a lower
 * section, a form with Formik and yup. React's lazy(), and the load is remembered for
 * preloadSections. Shown inside a Suspense whose fallback holds its place.
 */
export function lazySection<C extends (props: never) => ReactNode>(
  load: () => Promise<{ default: C }>,
) {
  loaders.push(load);
  type Props = Parameters<C> extends [infer P] ? P : object;
  return lazy(load as unknown as () => Promise<{ default: ComponentType<Props> }>);
}

/**
 * Loads every section of the screens loaded so far. For component tests (app/routes.tsx's
 * preloadScreens): a first load in jsdom takes seconds on a busy machine, which belongs to the
 * test file's start, not to a findBy's wait.
 */
export async function preloadSections(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
