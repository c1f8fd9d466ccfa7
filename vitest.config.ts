import { configDefaults, defineConfig } from 'vitest/config';

// Five suites, each run on its own by `npm test`:
//  unit — pure logic and components (jsdom where a file asks for it), and the tests' own helpers,
//  sandbox — the stage-code sandbox, alone: its limits are wall-clock times, which other test
//    files running beside it on two cores would eat into,
//  api  — the real Fastify app on a real (embedded) PostgreSQL,
//  e2e  — user journeys in Debian's Chromium against the built client,
//  process — `npm start` as a user runs it: start-up and shutdown of the real processes.
//
// Vitest's default is one worker less than the cores: one file at a time on a two-core machine.
// Unit files are mostly module loading and rendering, two at a time fill both cores. They run
// without isolation: the files a worker runs one after another share its module cache (and, for
// the component files, its jsdom window), so MUI and react-admin are loaded once per worker rather
// than once per file, which was over half of the suite's time. tests/support/unitSetup.ts puts
// back, after each file, what a fresh worker would give the next one (rendered trees, timers,
// stubbed globals, storage, the address, MUI's styles); the vi.mock of a file holds only for
// modules no earlier file of its worker has loaded (docs/testing.md). API files
// wait on PostgreSQL half the time (each has its own database), three at a time keep the cores
// busy; they too share their worker's modules (the server's are loaded once per worker, not once
// per file), and tests/support/apiSetup.ts puts the environment back after each file. Journeys run one file at a time: each drives its own server and Chromium, and they share their worker's modules too.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/support/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'server/core/sandbox/**'],
          environment: 'node',
          setupFiles: ['tests/support/unitSetup.ts'],
          testTimeout: 15_000,
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        test: {
          name: 'sandbox',
          include: ['server/core/sandbox/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          setupFiles: ['tests/support/apiSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 3,
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/globalSetup.ts'],
          // The portal's day is Poland's (reminders, documents); the journeys and their browser
          // live there too, so "today" is the same day for the test, the page and the server.
          env: { TZ: 'Europe/Warsaw' },
          // One file at a time in one worker that keeps its modules (the server's, playwright's)
          // from file to file, as the API files do; the environment is put back after each file.
          setupFiles: ['tests/support/apiSetup.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
          isolate: false,
        },
      },
      {
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
