import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // Each host has its own entry; both share the backend chunk.
      rollupOptions: {
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
      rollupOptions: { input: resolve('src-renderer/index.html') },
    },
  },
});
