import type { StylisPlugin } from '@emotion/cache';

/**
 * The properties that browsers we support (evergreen ones, Safari 16.4 and later, as the build's
 * es2022 target) still need with `-webkit-`: Safari has no `user-select`, `hyphens`,
 * `text-size-adjust` or `box-decoration-break` without it, and no `backdrop-filter` before 18.
 */
const WEBKIT_PREFIXED = new Set([
  'user-select',
  'hyphens',
  'text-size-adjust',
  'box-decoration-break',
  'backdrop-filter',
]);

/**
 * Emotion's prefixer in place of its default one, which writes the prefixes of browsers a
 * decade old next to most declarations (`-webkit-box`, `-ms-flexbox`, ...): about a sixth of
 * every page's CSS, which a phone parses and matches before it can paint. Server and browser use
 * the same, so a style is the same text wherever it was made.
 */
export const modernPrefixer: StylisPlugin = (element) => {
  if (element.type !== 'decl' || element.return || typeof element.props !== 'string') return;
  if (WEBKIT_PREFIXED.has(element.props))
    element.return = `-webkit-${element.value}${element.value}`;
};
