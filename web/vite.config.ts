import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

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

/**
 * dist/sw.js (copied from public/) with its cache's version set to a hash of the whole build —
 * every file but the precompressed copies, the worker's own source included: each deploy that
 * changes anything is a new worker, which drops the old caches when it takes over. Runs once the
 * bundle is written; scripts/precompress.mjs runs after `vite build`, so its sw.js.br / .gz are
 * made from this rewritten file (e2e/installable.test.mjs checks the served copies agree).
 */
const SERVICE_WORKER_PLACEHOLDER = "const VERSION = 'dev';";

function serviceWorkerVersion(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mrok-service-worker-version',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const worker = join(outDir, 'sw.js');
        const source = readFileSync(worker, 'utf8');
        if (!source.includes(SERVICE_WORKER_PLACEHOLDER)) throw new Error(`${worker} has no ${SERVICE_WORKER_PLACEHOLDER}`);
        const hash = createHash('sha256');
        const walk = (dir: string) => {
          const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
          for (const entry of entries) {
            const path = join(dir, entry.name);
            if (entry.isDirectory()) walk(path);
            else if (!/\.(br|gz)$/.test(entry.name)) hash.update(relative(outDir, path)).update('\0').update(readFileSync(path));
          }
        };
        walk(outDir);
        writeFileSync(worker, source.replace(SERVICE_WORKER_PLACEHOLDER, `const VERSION = '${hash.digest('hex').slice(0, 12)}';`));
      },
    },
  };
}

// The API runs on `mrok serve` (default http://localhost:8080); the dev server proxies to it, the
// live channel's websocket (/ws/) included.
const api = process.env.MROK_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), inlineEntryCss(), serviceWorkerVersion()],
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
