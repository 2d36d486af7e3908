import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

/**
 * The entry's stylesheet (the fonts' @font-face rules, about 1.5 KB) written into index.html
 * instead of linked: on a phone a linked stylesheet holds the first paint back for a round trip
 * (Lighthouse: render-blocking). The CSP allows inline styles (emotion needs them anyway).
 */
const PRELOADED_FONTS = /^assets\/cinzel-latin(-ext)?-700-normal-[^/]+\.woff2$/;

function inlineEntryCss(): Plugin {
  return {
    name: 'mrok-inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const inlined = html.replace(/<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') return tag;
          return `<style>${String(asset.source)}</style>`;
        });
        // The headings' Cinzel (700, Latin and Polish letters: 25 KB) asked for at once, so it is
        // there when the first screen is drawn rather than swapped in after, moving what is below.
        const preloads = Object.keys(bundle)
          .filter((file) => PRELOADED_FONTS.test(file))
          .sort()
          .map((file) => `<link rel="preload" href="/${file}" as="font" type="font/woff2" crossorigin>`)
          .join('\n    ');
        return inlined.replace('</title>', `</title>\n    ${preloads}`);
      },
    },
  };
}

// The API runs on `mrok serve` (default http://localhost:8080); the dev server proxies to it, the
// live channel's websocket (/ws/) included.
const api = process.env.MROK_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), inlineEntryCss()],
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
