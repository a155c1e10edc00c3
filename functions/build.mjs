// Bundles the function with esbuild so the workspace package `@umrah/domain` is inlined:
// a deployed function installs from dist/package.json and cannot resolve sibling workspaces.
import { build } from 'esbuild';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(await readFile(join(here, 'package.json'), 'utf8'));
const runtimeDeps = Object.fromEntries(
  Object.entries(pkg.dependencies).filter(([name]) => !name.startsWith('@umrah/')),
);

await mkdir(join(here, 'dist'), { recursive: true });
await build({
  entryPoints: [join(here, 'src/index.ts')],
  outfile: join(here, 'dist/index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: 'linked',
  external: Object.keys(runtimeDeps),
  // Bundled CommonJS code may call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
await writeFile(
  join(here, 'dist/package.json'),
  JSON.stringify(
    {
      name: 'umrah-api',
      private: true,
      type: 'module',
      main: 'index.js',
      engines: { node: '22' },
      dependencies: runtimeDeps,
    },
    null,
    2,
  ) + '\n',
);
