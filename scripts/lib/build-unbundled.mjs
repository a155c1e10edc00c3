// An unbundled build of the function (one JS file per source file, as tsc would emit), used only
// by the benchmark to compare cold module load against the esbuild bundle.
import { transform } from 'esbuild';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';

async function* sources(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield path;
  }
}

export async function buildUnbundled(repoRoot) {
  const out = join(repoRoot, '.cache', 'functions-unbundled');
  await rm(out, { recursive: true, force: true });
  const trees = [
    [join(repoRoot, 'functions', 'src'), join(out, 'functions')],
    [join(repoRoot, 'domain', 'src'), join(out, 'domain')],
    [join(repoRoot, 'i18n', 'src'), join(out, 'i18n')],
  ];
  for (const [src, dest] of trees) {
    for await (const file of sources(src)) {
      const target = join(dest, relative(src, file)).replace(/\.ts$/, '.js');
      const { code } = await transform(await readFile(file, 'utf8'), {
        loader: 'ts',
        format: 'esm',
        target: 'node20',
      });
      const fixed = code
        // JSON (firebase.json's headers): the original file, as Node imports JSON.
        .replace(
          /from "(\.{1,2}\/[^"]+\.json)"/g,
          (_m, rel) => `from ${JSON.stringify(resolve(dirname(file), rel))} with { type: "json" }`,
        )
        .replace(/from "(\.{1,2}\/[^"]+)"/g, 'from "$1.js"')
        .replace(/import\("(\.{1,2}\/[^"]+)"\)/g, 'import("$1.js")')
        .replace(/from "@umrah\/(domain|i18n)\/([^"]+)"/g, (_m, pkg, mod) => {
          const rel = relative(dirname(target), join(out, pkg, `${mod}.js`));
          return `from "${rel.startsWith('.') ? rel : `./${rel}`}"`;
        });
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, fixed);
    }
  }
  await writeFile(join(out, 'package.json'), '{ "type": "module" }\n');
  return join(out, 'functions', 'index.js');
}
