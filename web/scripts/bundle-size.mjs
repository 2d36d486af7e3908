#!/usr/bin/env node
// Prints the bytes of JavaScript the server sends before /login can show, and of every chunk;
// fails (exit 1) with --check when /login needs more than the budget. The bytes are those of the
// copies `mrok serve` sends (the brotli one a browser takes, else gzip; see precompress.mjs), so
// `npm run build` must have run; the browser test `delivery.test.mjs` checks the same on the wire.
// Usage: node scripts/bundle-size.mjs [--check]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUDGET_KB = 150;
const dist = new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
/** What the server sends for `file`: its .br copy, else its .gz copy, else the file itself. */
function sentBytes(file) {
  for (const copy of [`${file}.br`, `${file}.gz`, file]) {
    if (existsSync(join(assets, copy))) return statSync(join(assets, copy)).size;
  }
  throw new Error(`${file} is missing`);
}
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7) + ' KB';

/** A chunk and every chunk it imports statically (not the lazy `import()` ones). */
function closure(entry, seen = new Set()) {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(join(assets, entry), 'utf8');
  const staticImport = /(?:^|[;}\n])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g;
  for (const match of code.matchAll(staticImport)) closure(match[1], seen);
  return seen;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script[^>]+src="\/assets\/([^"]+\.js)"/)?.[1];
if (!entry) throw new Error('no entry script in dist/index.html');
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
if (!existsSync(join(assets, `${entry}.br`))) {
  console.error('dist has no precompressed copies: run `npm run build` (it ends with scripts/precompress.mjs)');
  process.exit(1);
}
const login = files.find((f) => f.startsWith('LoginPage-'));
const initial = closure(entry);
if (login) closure(login, initial);

let total = 0;
console.log('JavaScript sent for /login (brotli, as the server sends it):');
for (const file of initial) {
  const size = sentBytes(file);
  total += size;
  console.log(`  ${kb(size)}  ${file}`);
}
console.log(`  ${kb(total)}  total (budget ${BUDGET_KB} KB)`);
console.log('\nOther chunks (as sent, loaded on demand):');
for (const file of files.filter((f) => !initial.has(f)).sort((a, b) => sentBytes(b) - sentBytes(a))) {
  console.log(`  ${kb(sentBytes(file))}  ${file}`);
}
const css = readdirSync(assets).filter((f) => f.endsWith('.css'));
for (const file of css) console.log(`  ${kb(sentBytes(file))}  ${file} (css)`);
const fonts = readdirSync(assets).filter((f) => f.endsWith('.woff2'));
const fontBytes = fonts.reduce((sum, f) => sum + statSync(join(assets, f)).size, 0);
console.log(`  ${kb(fontBytes)}  ${fonts.length} woff2 font files (each subset loads only when its characters appear)`);

if (process.argv.includes('--check') && total > BUDGET_KB * 1024) {
  console.error(`\n/login needs ${(total / 1024).toFixed(1)} KB of JavaScript on the wire: over the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
