import type { ComponentType } from 'react';
import { IconsProvider } from '../ui/icon';
import type { IslandName } from './registry';

/**
 * When an island wakes: `load` at once (the page's main job, such as the booking form), `visible`
 * as it nears the viewport, `interaction` on the first touch, click, key or focus inside it.
 */
export type IslandWhen = 'load' | 'visible' | 'interaction';

interface IslandProps<P extends object> {
  name: IslandName;
  /** The island's component: the same one ISLANDS[name] loads in the browser. */
  component: ComponentType<P>;
  props: P;
  when?: IslandWhen;
  className?: string;
}

/**
 * Renders an island on the server: its markup inside a <div data-island> that also carries its
 * props as JSON, which the browser hydrates with the same component and props. Props must be
 * plain JSON (no functions, dates or undefined-only fields). Its icons are drawn inline, not from
 * the page's sprite, so the server's markup is what the browser renders.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when = 'visible',
  className,
}: IslandProps<P>) {
  return (
    <div
      className={className}
      data-island={name}
      data-when={when}
      data-props={JSON.stringify(props)}
    >
      {/* Inline icons: the browser hydrates the island without the page's sprite context. */}
      <IconsProvider value={null}>
        <Component {...props} />
      </IconsProvider>
    </div>
  );
}
