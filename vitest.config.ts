import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/**/*.test.ts',
      'apps/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'sim/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    pool: 'forks',
    // Vitest's default on a 2-core machine is one worker, and most API files wait on a database
    // more than they compute: two run the suite in about half the time (docs/testing.md).
    maxWorkers: 2,
    // Autoload imports the routes itself; inlining it lets Vitest transform those .ts imports.
    server: { deps: { inline: ['@fastify/autoload'] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
