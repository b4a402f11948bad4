import { defineConfig } from 'vitest/config';

// One test run for the whole repository; each workspace is a project so `--project` can pick one.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          setupFiles: ['../../scripts/vitest-fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          // Component tests choose jsdom in their first line (// @vitest-environment jsdom); utils run in node.
          setupFiles: ['./src/testing/setup-dom-matchers.ts'],
        },
      },
      // The house rules' tooling (lint rules, formatting) proven on small probes.
      { test: { name: 'tools', root: 'tools', include: ['**/*.test.ts'], testTimeout: 120_000 } },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: ['./global-setup.ts'],
          // Browser journeys wait on events and states only (e2e/support/browser.ts); these ceilings are for a
          // loaded 2-core CI machine, where a step may take many times longer than on an idle one.
          testTimeout: 240_000,
          hookTimeout: 240_000,
          expect: { poll: { timeout: 60_000, interval: 100 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
