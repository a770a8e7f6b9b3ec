// The review UI bundle: loaded from file:// (or app://) by Electron, so every asset path is relative.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  // The config sits in renderer/; outDir is resolved from there.
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    // Nothing inline: the CSP allows only 'self' scripts and styles.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    sourcemap: false,
    // One local bundle (React + the 600-label taxonomy), loaded from disk: no network cost to split for.
    chunkSizeWarningLimit: 1024,
    target: 'chrome130',
  },
  server: { host: '127.0.0.1' },
});
