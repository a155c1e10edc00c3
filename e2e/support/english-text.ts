// What counts as English on a French page: a text of the English catalog (each message as a
// pattern: placeholders match any text, plural branches any of their forms), or a sentence of
// ordinary English words (an interface text written in code instead of the catalogs).
import { parse, type Token } from '@messageformat/parser';
import { en } from '@umrah/i18n/catalogs/en';
import { fr } from '@umrah/i18n/catalogs/fr';

export interface EnglishMatcher {
  id: string;
  pattern: RegExp;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Spaces as a page shows them once collapsed: a no-break space counts as a space. */
const spaced = (s: string) => escape(s.replace(/\s+/g, ' ')).replace(/ /g, '[\\s\\u00a0\\u202f]+');

function patternOf(tokens: Token[]): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          return spaced(token.value);
        case 'argument':
        case 'function':
          return '.+?';
        case 'octothorpe':
          return '[\\d\\s.,\\u00a0\\u202f]+';
        case 'plural':
        case 'select':
          return `(?:${token.cases.map((c) => patternOf(c.tokens)).join('|')})`;
        default:
          return '';
      }
    })
    .join('');
}

/**
 * Every English message whose French differs (a text the same in both, like "WhatsApp", tells
 * nothing), as a whole-text pattern; messages that are only placeholders are left out.
 */
export function englishTextMatchers(): EnglishMatcher[] {
  return (Object.keys(en) as (keyof typeof en)[])
    .filter((id) => en[id] !== fr[id])
    .map((id) => ({ id, tokens: parse(en[id]) }))
    .filter(({ tokens }) => tokens.some((t) => t.type === 'content' && /[a-z]{2}/i.test(t.value)))
    .map(({ id, tokens }) => ({ id, pattern: new RegExp(`^${patternOf(tokens)}$`, 'i') }));
}

/** Words that French prose does not use, and English prose can hardly do without. */
const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'your',
  'you',
  'our',
  'with',
  'this',
  'from',
  'are',
  'of',
  'to',
  'we',
  'will',
  'be',
  'have',
  'for',
  'is',
  'in',
  'at',
  'or',
]);

/** True for a text with at least two different English function words ("Book your trip to…"). */
export function looksEnglish(text: string): boolean {
  const words = new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);
  let found = 0;
  for (const word of words) if (ENGLISH_WORDS.has(word)) found += 1;
  return found >= 2;
}
