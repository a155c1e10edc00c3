/**
 * The Emotion styles of a server-rendered page, from the server's cache to the browser's, without
 * the browser moving them. Emotion's own hydration re-inserts each server <style> tag into <head>
 * (even where it already is): every move makes the browser restyle the whole page, tens of
 * milliseconds on a phone while it takes the page over. Here the tags stay where the server put
 * them, and the browser's cache only learns which styles they hold.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';
import { modernPrefixer } from './css-prefixer';

/** Marks the server's tag of class styles: `<key> <id> <id> ...`, like Emotion's own attribute. */
const CLASS_STYLES_ATTRIBUTE = 'data-server-styles';
const EMOTION_KEY = 'css';
const CACHE_OPTIONS = { key: EMOTION_KEY, stylisPlugins: [modernPrefixer] };

/** A style text that cannot close its <style> element early. */
function styleText(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

/**
 * Every style the server render produced, as <style> tags for the head: one per global style
 * (named as Emotion's <Global> looks for it on the client) and one for all class styles.
 * Emotion's own extractCriticalToChunks keeps only classes named in the markup and drops the inner
 * layers of composed components (AppBar over Paper, ...); the browser would then insert those
 * again while hydrating and restyle the page. Sending them all (they compress well) leaves it
 * nothing to insert. `data-s` tells Emotion's default cache not to move a tag.
 */
export function serverStyleTags(cache: EmotionCache): string {
  const classIds: string[] = [];
  let classCss = '';
  let tags = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] !== undefined) {
      classIds.push(id);
      classCss += css;
    } else {
      tags += `<style data-emotion="${cache.key}-global ${id}" data-s="">${styleText(css)}</style>`;
    }
  }
  const classAttribute = [cache.key, ...classIds].join(' ');
  return `${tags}<style ${CLASS_STYLES_ATTRIBUTE}="${classAttribute}">${styleText(classCss)}</style>`;
}

/** This page came with the server's styles (in a browser; false on the server). */
export function hasServerStyles(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.querySelector(`style[${CLASS_STYLES_ATTRIBUTE}]`) !== null
  );
}

/** The server render's cache: `compat` collects the styles in it instead of in the markup. */
export function createServerEmotionCache(): EmotionCache {
  const cache = createCache(CACHE_OPTIONS);
  cache.compat = true;
  return cache;
}

/** Takes the server's tags as they are. <Global> hydrates through its own sheet of this class. */
class InPlaceStyleSheet extends StyleSheet {
  override hydrate(nodes: HTMLStyleElement[]): void {
    this.tags.push(...nodes);
  }
}

/**
 * The browser's Emotion cache. On a server-rendered page it knows every style the server sent
 * (nothing is inserted twice) and new styles go after the server's tags.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createCache(CACHE_OPTIONS);
  cache.sheet = new InPlaceStyleSheet({
    key: cache.key,
    container: cache.sheet.container,
    speedy: cache.sheet.isSpeedy,
    nonce: cache.sheet.nonce,
  });
  const classTags = document.querySelectorAll<HTMLStyleElement>(`style[${CLASS_STYLES_ATTRIBUTE}]`);
  for (const tag of classTags) {
    const [, ...ids] = (tag.getAttribute(CLASS_STYLES_ATTRIBUTE) ?? '').split(' ');
    for (const id of ids) cache.inserted[id] = true;
  }
  cache.sheet.hydrate([...classTags]);
  // Keyframes travel as global tags too. (<Global> styles find and keep their own tag.)
  for (const tag of document.querySelectorAll(`style[data-emotion^="${EMOTION_KEY}-global "]`)) {
    const [, id] = (tag.getAttribute('data-emotion') ?? '').split(' ');
    if (id) cache.inserted[id] = true;
  }
  return cache;
}
