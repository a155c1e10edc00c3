import { defineConfig } from 'vitest/config';

// Unit projects run anywhere; `api`, `rules` and `e2e` need the emulators (scripts/test.mjs starts them).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'domain',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'i18n',
          root: 'i18n',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'functions',
          root: 'functions',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
        },
      },
      {
        test: { name: 'seed', root: 'seed', environment: 'node', include: ['**/*.test.ts'] },
      },
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          environment: 'node',
          include: ['**/*.test.ts'],
        },
      },
      'web/vite.config.ts',
      {
        test: {
          name: 'api',
          root: 'functions',
          environment: 'node',
          include: ['src/**/*.api.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'rules',
          root: 'rules-tests',
          environment: 'node',
          include: ['**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          environment: 'node',
          include: ['**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
