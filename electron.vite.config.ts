import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { RollupLog } from 'rollup';

// zod's sources carry /* @__PURE__ */ notes Rollup cannot place; the warning is noise for us.
const onwarn = (log: RollupLog, warn: (log: RollupLog) => void) => {
  if (log.code !== 'INVALID_ANNOTATION') warn(log);
};

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // zod and drizzle-orm are many small modules: bundled, the host reads one file at start
      // instead of resolving and compiling a few hundred (start to ready was over 300 ms).
      externalizeDeps: { exclude: ['zod', 'drizzle-orm'] },
      // Each host has its own entry; both share the backend chunk.
      rollupOptions: {
        onwarn,
        input: {
          index: resolve('src-main/electron/main.ts'),
          server: resolve('src-main/server/main.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload cannot require() packages, so it is one self-contained CommonJS file.
      externalizeDeps: false,
      rollupOptions: {
        onwarn,
        input: { index: resolve('src-main/electron/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src-renderer',
    plugins: [react()],
    build: {
      outDir: resolve('out/renderer'),
      chunkSizeWarningLimit: 1200,
      minify: true,
      rollupOptions: { onwarn, input: resolve('src-renderer/index.html') },
    },
  },
});
