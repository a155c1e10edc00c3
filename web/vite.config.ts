import react from '@vitejs/plugin-react';
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * The built shell is `app.html`, not `index.html`: Hosting serves a static file before any
 * rewrite, so an index.html would answer `/` itself instead of the function that renders the
 * public pages. The admin area (and the dev server) still use this shell.
 */
function appShellName(): Plugin {
  return {
    name: 'app-shell-name',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir ?? 'dist';
      await rename(join(dir, 'index.html'), join(dir, 'app.html'));
    },
  };
}

export default defineConfig({
  plugins: [react(), appShellName()],
  server: {
    // `npm run dev -w web` against a running `npm start` stack.
    proxy: { '/api': 'http://localhost:5000', '/images': 'http://localhost:5000' },
  },
  build: { target: 'es2022', sourcemap: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    css: false,
    // Whole pages with MUI render slowly in jsdom on our 2-core machines.
    testTimeout: 20_000,
  },
});
