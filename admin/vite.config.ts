import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Mrok's look is defined once, beside the player site; both apps build their themes from it.
const themeTokens = fileURLToPath(new URL('../web/src/shared/theme/tokens.ts', import.meta.url));
// The rich-text editor is the player site's (`@web/editor`, web/src/shared/editor), so admins
// write the HTML players get; its own `@/` imports are the site's sources. The packages it
// imports are this app's copies (`dedupe`; tiptap at the site's versions in package.json, the SDK
// the same package): one React, one theme, and web/node_modules is not needed.
const webSrc = fileURLToPath(new URL('../web/src', import.meta.url));
const tiptap = Object.keys((JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> }).dependencies).filter((name) => name.startsWith('@tiptap/'));

// The back office is served by `mrok serve` under /admin/ (with fallback to its index.html);
// in development the API runs on `mrok serve` (default http://localhost:8080) behind a proxy.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: { '@mrok/theme': themeTokens, '@web/editor': `${webSrc}/shared/editor`, '@': webSrc },
    dedupe: ['react', 'react-dom', '@mui/material', '@mui/icons-material', '@emotion/react', '@emotion/styled', '@mrok/sdk', ...tiptap],
  },
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
