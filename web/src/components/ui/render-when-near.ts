/**
 * Style for a block below the fold: the browser skips its styling, layout and paint until it
 * nears the viewport (content-visibility), keeping `estimatedHeight` px of room for it so the
 * scrollbar stays steady; once drawn, its real height is remembered. A phone then renders only
 * the first screen of a long page at load. The content stays in the page for search, find and
 * screen readers.
 */
export function renderWhenNear(estimatedHeight: number) {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${estimatedHeight}px`,
  } as const;
}
