#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a built app, once, at
// the highest levels; `mrok serve` sends the copy the browser accepts (app/src/static_site.rs,
// whose content types cover the same extensions). A copy that would not be smaller is not kept.
// Usage: node scripts/precompress.mjs [dist folder, default ../dist]
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const dist = resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

const encoders = {
  br: (data) =>
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data) => gzipSync(data, { level: 9 }),
};

let before = 0;
let after = 0;
for (const path of files(dist)) {
  const data = readFileSync(path);
  before += data.length;
  let best = data.length;
  for (const [suffix, encode] of Object.entries(encoders)) {
    const copy = `${path}.${suffix}`;
    const compressed = encode(data);
    if (compressed.length < data.length) {
      writeFileSync(copy, compressed);
      best = Math.min(best, compressed.length);
    } else if (statSync(copy, { throwIfNoEntry: false })) {
      rmSync(copy);
    }
  }
  after += best;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`precompressed ${relative(process.cwd(), dist) || '.'}: ${kb(before)} of text files, ${kb(after)} as sent`);
