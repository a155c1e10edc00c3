// The README and docs/ link to each other and to code; a link to a file that was moved or
// deleted fails here, in `npm test` (the `scripts` unit project), not in a reader's browser.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** README.md and every Markdown file under docs/. */
function markdownFiles(): string[] {
  const files = [join(repoRoot, 'README.md')];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk(join(repoRoot, 'docs'));
  return files;
}

/**
 * The relative targets of `[text](target)` links (images too), outside code: web addresses,
 * mail links and in-page anchors are not files; a `#fragment` or `?query` is dropped.
 */
export function relativeLinkTargets(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const targets: string[] = [];
  for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
    const path = decodeURI(target.replace(/[#?].*$/, ''));
    if (path) targets.push(path);
  }
  return targets;
}

/**
 * Links of `file` whose target, resolved from the file's folder, does not exist or lies outside
 * the repository (a fresh clone has nothing beside it).
 */
export function brokenLinks(file: string, markdown = readFileSync(file, 'utf8')): string[] {
  return relativeLinkTargets(markdown).filter((target) => {
    const path = resolve(dirname(file), target);
    return relative(repoRoot, path).startsWith('..') || !existsSync(path);
  });
}

describe('links in README.md and docs/', () => {
  it('reads links, skipping web addresses, anchors and code', () => {
    const markdown = [
      '[a](docs/a.md) [b](../b.md#part) [web](https://example.com) [top](#top)',
      '[mail](mailto:x@example.com) `[not](a-link.md)` ![pic](img/p.png "title")',
      '```',
      '[inside](code-block.md)',
      '```',
    ].join('\n');
    expect(relativeLinkTargets(markdown)).toEqual(['docs/a.md', '../b.md', 'img/p.png']);
  });

  it('finds a link to a file that does not exist', () => {
    const file = join(repoRoot, 'README.md');
    expect(brokenLinks(file, '[ok](package.json) [gone](docs/no-such-page.md)')).toEqual([
      'docs/no-such-page.md',
    ]);
  });

  it('finds a link that leaves the repository, even to a file that exists', () => {
    const file = join(repoRoot, 'docs', 'page.md');
    // The folder that holds the checkout always exists.
    const outside = relative(dirname(file), join(repoRoot, '..'));
    expect(brokenLinks(file, `[out](${outside}) [in](../README.md)`)).toEqual([outside]);
  });

  for (const file of markdownFiles()) {
    it(`${relative(repoRoot, file)} links only to files of the repository that exist`, () => {
      expect(brokenLinks(file)).toEqual([]);
    });
  }
});
