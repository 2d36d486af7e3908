import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Mrok's look is defined once, beside the player site; both apps build their themes from it.
const themeTokens = fileURLToPath(new URL('../web/src/shared/theme/tokens.ts', import.meta.url));

// The back office is served by `mrok serve` under /admin/ (with fallback to its index.html);
// in development the API runs on `mrok serve` (default http://localhost:8080) behind a proxy.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@mrok/theme': themeTokens } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: { '/api': process.env.MROK_API ?? 'http://localhost:8080' },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  },
});
