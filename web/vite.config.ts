import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
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
