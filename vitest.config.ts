import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src-*/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    // Answers the hosts take on trust are still parsed and compared under test (src-main/api/router.ts).
    env: { LANTERN_CHECK_ANSWERS: '1' },
    // Two cores: more workers only queue behind the native SQLite builds' I/O.
    maxWorkers: 2,
    // Each worker loads the contract and the rules once for all its files, not once per file:
    // that load was most of a run. No test mocks a module or keeps state in one between files.
    isolate: false,
    // One limit for every test and hook, there only to end one that never would: a test's own shorter
    // limit failed it when `npm test` ran Vitest at the lowest priority beside the browser specs (the
    // undo walks and a journey test passed their own 30 s and 120 s limits alone, and failed them in a
    // clean-clone run). `npm test` raises it further.
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
