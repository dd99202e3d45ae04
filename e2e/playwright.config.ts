import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './support/constants.ts';

/** Drives the built product in Debian's Chromium (Playwright's own browser download does not work here). */

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Sized for a machine three times slower than a quiet one (docs/testing.md): waits follow
  // the state, so a generous limit costs time only when a test is failing anyway.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '../test-results/e2e.json' }]]
    : 'list',
  outputDir: '../test-results/e2e',
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1366, height: 800 },
    // Recording a trace of every test to keep only the failed ones cost the suite ~20 % of its
    // time (docs/testing.md): the trace is taken on CI's retry of a failed test instead.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
  },
});
