import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The API runs on `mrok serve` (default http://localhost:8080); the dev server proxies to it, the
// live channel's websocket (/ws/) included.
const api = process.env.MROK_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // terser squeezes a few more KB than esbuild out of the /login budget (150 KB gzipped).
    minify: 'terser',
    terserOptions: { module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: {
      '/api': api,
      '/ws': { target: api, ws: true },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'eslint/**/*.test.js'],
  },
});
