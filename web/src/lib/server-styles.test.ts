import type { EmotionCache } from '@emotion/cache';
import { CacheProvider, css, Global } from '@emotion/react';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserEmotionCache, serverStyleTags } from './server-styles';

/** What a server render leaves in its cache: one class style, one global, one keyframes. */
function serverCache(): EmotionCache {
  return {
    key: 'css',
    inserted: {
      abc: '.css-abc{color:red;}',
      g1: 'body{margin:0;}',
      'animation-k1': '@keyframes animation-k1{from{opacity:0;}}',
      old: true,
    },
    registered: { 'css-abc': 'color:red;' },
  } as unknown as EmotionCache;
}

/** Records every node added to or removed from <head>. */
function watchHead() {
  const changes: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) changes.push(`added ${node.nodeName}`);
      for (const node of record.removedNodes) changes.push(`removed ${node.nodeName}`);
    }
  });
  observer.observe(document.head, { childList: true });
  return {
    changes: async () => {
      await Promise.resolve(); // observer callbacks run as microtasks
      observer.disconnect();
      return changes;
    },
  };
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('serverStyleTags', () => {
  it('sends every style: a tag per global Emotion can find, one tag for all classes', () => {
    expect(serverStyleTags(serverCache())).toBe(
      '<style data-emotion="css-global g1" data-s="">body{margin:0;}</style>' +
        '<style data-emotion="css-global animation-k1" data-s="">@keyframes animation-k1{from{opacity:0;}}</style>' +
        '<style data-server-styles="css abc">.css-abc{color:red;}</style>',
    );
  });

  it('cannot be closed early by a style’s text', () => {
    const cache = serverCache();
    cache.inserted.abc = '.css-abc{content:"</style><script>alert(1)</script>";}';
    const tags = serverStyleTags(cache);
    expect(tags.match(/<\/style/gi)).toHaveLength(3);
    expect(tags).toContain('<\\/style><script>');
  });
});

describe('createBrowserEmotionCache', () => {
  it('knows the server’s styles and leaves their tags where they are', async () => {
    document.head.innerHTML = `<meta charset="utf-8">${serverStyleTags(serverCache())}`;
    const before = [...document.head.children];
    const head = watchHead();
    const cache = createBrowserEmotionCache();
    expect(await head.changes()).toEqual([]);
    expect([...document.head.children]).toEqual(before);
    expect(cache.inserted).toMatchObject({ abc: true, g1: true, 'animation-k1': true });
    expect(cache.sheet.tags).toEqual([document.head.querySelector('style[data-server-styles]')]);
  });

  it('puts a new style after the server’s tags', () => {
    document.head.innerHTML = serverStyleTags(serverCache());
    const cache = createBrowserEmotionCache();
    const serialized = css({ color: 'blue' });
    cache.insert(`.css-${serialized.name}`, serialized, cache.sheet, true);
    const last = document.head.lastElementChild;
    expect(last?.getAttribute('data-emotion')).toBe('css');
    expect(last?.textContent).toContain('color:blue');
    expect(last?.previousElementSibling?.hasAttribute('data-server-styles')).toBe(true);
  });

  it('lets a <Global> take its server tag over without moving it or adding one', async () => {
    const styles = css({ body: { margin: 0 } });
    document.head.innerHTML =
      `<style data-emotion="css-global ${styles.name}" data-s="">body{margin:0;}</style>` +
      '<style data-server-styles="css">.x{}</style>';
    const cache = createBrowserEmotionCache();
    const head = watchHead();
    render(createElement(CacheProvider, { value: cache }, createElement(Global, { styles })));
    expect(await head.changes()).toEqual([]);
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
  });
});
