import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The API runs on `mrok serve` (default http://localhost:8080); the dev server proxies to it, the
// live channel's websocket (/ws/) included.
const api = process.env.MROK_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  // `@/x` is `src/x` (tsconfig.json's `paths` says the same to TypeScript; ESLint's
  // feature-boundaries rule reads it as well).
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
