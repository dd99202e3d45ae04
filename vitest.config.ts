import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'apps/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    pool: 'forks',
    // Autoload imports the routes itself; inlining it lets Vitest transform those .ts imports.
    server: { deps: { inline: ['@fastify/autoload'] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
