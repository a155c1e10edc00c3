// @vitest-environment node
// The server render's cache, as in functions/src/site: Emotion keeps each style's text in it.
import { CacheProvider, type CSSObject } from '@emotion/react';
import styled from '@emotion/styled';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createServerEmotionCache } from './server-styles';

/** The CSS the server's cache makes for one style. */
function cssOf(style: CSSObject): string {
  const cache = createServerEmotionCache();
  const Box = styled.div(style);
  renderToString(createElement(CacheProvider, { value: cache }, createElement(Box)));
  return Object.values(cache.inserted)
    .filter((text) => typeof text === 'string')
    .join('');
}

describe('modernPrefixer (through the Emotion cache)', () => {
  it('writes no prefixes that today’s browsers do without', () => {
    const text = cssOf({
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      flexDirection: 'column',
      transition: 'transform 200ms',
      position: 'sticky',
      appearance: 'none',
      '&::placeholder': { opacity: 0.5 },
    });
    expect(text).toContain('display:flex;');
    expect(text).toContain('::placeholder{opacity:0.5;}');
    expect(text).not.toMatch(/-webkit-|-ms-|-moz-/);
  });

  it('keeps -webkit- where Safari still needs it', () => {
    const text = cssOf({ userSelect: 'none', backdropFilter: 'blur(4px)', hyphens: 'auto' });
    expect(text).toContain('-webkit-user-select:none;user-select:none;');
    expect(text).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
    expect(text).toContain('-webkit-hyphens:auto;hyphens:auto;');
  });
});
