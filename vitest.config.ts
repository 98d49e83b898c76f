import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'
import { LongestFirstSequencer } from './tests/support/sequencer'

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Integration files are independent (each boots its own workerd on its own D1 copy), and a
    // file spends much of its time waiting on its workerd: three at once keep two cores busy,
    // where vitest's default on a 2-core machine (one fewer than the cores) runs one at a time.
    maxWorkers: 3,
    // Files share their worker's process instead of each paying for a fresh one (decision 057):
    // the files' independence is their own workerd and D1 copy, not the process around them, and
    // no test mocks modules, stubs globals or sets the environment. The pool keeps all three
    // workers (min = max): shrinking a shared pool ended runs with "Terminating worker thread".
    isolate: false,
    minWorkers: 3,
    // The longest files start first, on a fresh clone too (tests/support/sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'app/**/*.test.ts'],
          environment: 'node',
          // Property tests run hundreds of cases: seconds idle, many times that on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Builds and bundles the worker once; every test file then boots it in workerd.
          globalSetup: ['tests/support/global-setup.ts'],
          // Sized for a loaded machine (npm run test:stress); tests wait for conditions.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
