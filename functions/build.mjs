// Bundles the function with esbuild so the workspace packages (`@umrah/domain`, `@umrah/i18n` with
// the Lingui it depends on) are inlined: a deployed function installs from dist/package.json and
// cannot resolve sibling workspaces.
import { build } from 'esbuild';
import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(await readFile(join(here, 'package.json'), 'utf8'));
const runtimeDeps = Object.fromEntries(
  Object.entries(pkg.dependencies).filter(([name]) => !name.startsWith('@umrah/')),
);

const webDist = join(here, '..', 'web', 'dist');
const manifest = join(webDist, '.vite', 'manifest.json');
try {
  await readFile(manifest);
} catch {
  console.error(`functions build: ${manifest} is missing; build the web app first (npm run build)`);
  process.exit(1);
}

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

// The public pages' server renderer (site/page-renderer.ts loads it on the first page request):
// web/src/public's pages with React's server renderer bundled in, in production mode.
await rm(join(here, 'dist/page-renderer'), { recursive: true, force: true });
await build({
  entryPoints: { 'render-page': join(here, '..', 'web', 'src', 'public', 'render-page.tsx') },
  outdir: join(here, 'dist/page-renderer'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  jsx: 'automatic',
  tsconfig: join(here, '..', 'web', 'tsconfig.json'),
  define: { 'process.env.NODE_ENV': '"production"' },
  minify: true,
  sourcemap: 'linked',
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// The public pages link their hashed script and stylesheet by Vite's manifest.
await copyFile(manifest, join(here, 'dist/page-renderer/manifest.json'));

// Firebase reads a function's `.env` files from its source folder, dist/: the ones kept beside
// the code (never committed, .gitignore) go along. (The emulators' `.secret.local` is written
// there by scripts/lib/emulator-secrets.mjs.)
for (const name of await readdir(here)) {
  if (name.startsWith('.env')) {
    await copyFile(join(here, name), join(here, 'dist', name));
  }
}

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
