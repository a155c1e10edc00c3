import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, runtimeImports } from './import-cycles.mjs';

let root = '';
function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('findCycles', () => {
  it('finds a cycle through three files, folders and an index file', () => {
    const dir = tree({
      'src/a.ts': "import { b } from './b';\nexport const a = b;",
      'src/b.ts': "import { c } from './lib';\nexport const b = c;",
      'src/lib/index.ts': "export { a as c } from '../a';",
      'src/free.ts': "import { a } from './a';\nexport const free = a;",
    });
    expect(findCycles(dir)).toEqual([['src/a.ts', 'src/b.ts', 'src/lib/index.ts', 'src/a.ts']]);
  });

  it('counts a dynamic import (a lazy screen that imports its parent is still a cycle)', () => {
    const dir = tree({
      'app.tsx': "export const load = () => import('./screen');",
      'screen.tsx': "import { load } from './app';\nexport default load;",
    });
    expect(findCycles(dir)).toHaveLength(1);
  });

  it('ignores type-only imports and exports, which vanish at build time', () => {
    const dir = tree({
      'a.ts': "import type { B } from './b';\nexport type A = B;\nexport const a = 1;",
      'b.ts': "import { a } from './a';\nexport type { A } from './a';\nexport type B = typeof a;",
      'c.ts': "import { type B } from './b';\nexport const c: B = 1;",
    });
    expect(findCycles(dir)).toEqual([]);
  });

  it('leaves out packages and build output', () => {
    const dir = tree({
      'a.ts':
        "import react from 'react';\nimport { x } from './dist/x';\nexport default [react, x];",
      'dist/x.js': "import a from '../a';\nexport const x = a;",
    });
    expect(findCycles(dir)).toEqual([]);
  });
});

describe('runtimeImports', () => {
  it('keeps a mixed import and a side-effect import, drops a type-only one', () => {
    const text = [
      "import { type A, b } from './mixed';",
      "import './styles';",
      "import type { C } from './types';",
      "export * from './all';",
    ].join('\n');
    expect(runtimeImports('x.ts', text)).toEqual(['./mixed', './styles', './all']);
  });
});
