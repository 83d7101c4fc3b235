import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src-*/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    // Two cores: more workers only queue behind the native SQLite builds' I/O.
    maxWorkers: 2,
  },
});
