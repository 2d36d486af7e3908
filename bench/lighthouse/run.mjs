#!/usr/bin/env node
// Lighthouse on mobile emulation (issue 49 point 10): /login and /home of the built site as
// `mrok serve` sends it (web/dist, precompressed), each on a cold cache, in Debian's Chromium.
// Writes its scores and the figures behind them to bench/results.md's section "Lighthouse"
// (replacing the section, leaving the rest of the file alone) and prints them.
//
// Usage (from the repository root, after `npm run build` in web/ and a built binary):
//   node bench/lighthouse/run.mjs [--runs N] [--label TEXT] [--no-write]
// MROK_BIN picks the binary (default target/release/mrok, else target/debug/mrok);
// MROK_CHROMIUM the browser (default /usr/bin/chromium, web/e2e/ensure-chromium.sh installs it).
// Each page is measured N times (default 3) and the median run by performance score is kept:
// Lighthouse's simulated throttling still varies a few points from run to run on a busy box.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = resolve(import.meta.dirname, '../..');
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : fallback;
};
const RUNS = Number(option('--runs', process.env.LIGHTHOUSE_RUNS ?? '3'));
const LABEL = option('--label', '');
const WRITE = !argv.includes('--no-write');

if (!process.env.MROK_BIN) {
  const release = join(root, 'target/release/mrok');
  process.env.MROK_BIN = existsSync(release) ? release : join(root, 'target/debug/mrok');
}
// The browser tests' harness: a real `mrok serve` on a temporary data dir serving web/dist.
const { startServer, createPlayer, CHROMIUM } = await import('../../web/e2e/harness.mjs');

const PLAYER = { email: 'latarnik@mrok.test', character: { user: 'Latarnik', gender: 'Mężczyzna', race: 'Człowiek' } };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** One Lighthouse run of `url` (mobile, simulated throttling, Lighthouse's defaults). */
async function audit(url, { port, keepStorage }) {
  const { lhr } = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: keepStorage },
    undefined,
  );
  if (process.env.LIGHTHOUSE_SAVE) writeFileSync(join(process.env.LIGHTHOUSE_SAVE, `${new URL(url).pathname.replace(/\W/g, '') || 'root'}.json`), JSON.stringify(lhr));
  const audits = lhr.audits;
  const ms = (id) => Math.round(audits[id]?.numericValue ?? NaN);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    si: ms('speed-index'),
    blocking: Math.round(audits['render-blocking-resources']?.metricSavings?.FCP ?? audits['render-blocking-resources']?.numericValue ?? 0),
    lcpElement: (() => {
      const node = audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
      return node ? `${node.snippet} (${String(node.nodeLabel ?? '').slice(0, 60)})` : '';
    })(),
    bytes: Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024),
    failedA11y: Object.values(audits)
      .filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score === 0)
      .map((a) => a.id),
  };
}

const median = (results) => [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];

/** `page` measured `RUNS` times, each with a cold HTTP cache; /home signed in (storage kept, cache cleared). */
async function measure(server, path, signIn) {
  const results = [];
  for (let run = 0; run < RUNS; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      if (signIn) {
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        const page = await browser.newPage();
        await page.goto(`${server.baseUrl}/login`);
        // Signed in the way the site signs in: through its login form.
        await page.locator('input[name="email"]').fill(PLAYER.email);
        await page.locator('input[type="password"]').fill(signIn.password);
        await page.locator('button[type="submit"]').click();
        await page.waitForFunction(() => location.pathname === '/home', { timeout: 20_000 });
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await page.close();
        await browser.disconnect();
      }
      results.push(await audit(`${server.baseUrl}${path}`, { port: chrome.port, keepStorage: Boolean(signIn) }));
    } finally {
      await chrome.kill();
    }
  }
  return { path, runs: results, median: median(results) };
}

const server = await startServer();
let pages;
try {
  const player = await createPlayer(server, PLAYER.email, PLAYER.character);
  const { PASSWORD } = await import('../../web/e2e/harness.mjs');
  if (!player?.token) throw new Error('the bench player could not sign in');
  pages = [await measure(server, '/login', null), await measure(server, '/home', { password: PASSWORD })];
} finally {
  await server.stop();
}

const commit = (() => {
  try {
    return execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD']).toString().trim();
  } catch {
    return 'unknown';
  }
})();
const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
const row = ({ path, runs, median: m }) =>
  `| \`${path}\` | **${m.performance}** (${runs.map((r) => r.performance).join(', ')}) | ${m.accessibility} | ${(m.fcp / 1000).toFixed(1)} | ${(m.lcp / 1000).toFixed(1)} | ${m.tbt} | ${m.cls.toFixed(3)} | ${(m.si / 1000).toFixed(1)} | ${m.blocking} | ${m.bytes} |`;
const table = [
  `Run of ${stamp} UTC, commit ${commit}${LABEL ? ` (${LABEL})` : ''}, binary \`${process.env.MROK_BIN.replace(root + '/', '')}\`, load average at the end ${loadavg()[0].toFixed(1)} on ${cpus().length} cores (Lighthouse multiplies the CPU time it sees: other work on the box lowers the scores):`,
  '',
  '| page | performance (runs) | accessibility | FCP s | LCP s | TBT ms | CLS | Speed Index s | render-blocking ms | KiB sent |',
  '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ...pages.map(row),
  '',
  ...pages.map(({ path, median: m }) => `- \`${path}\` LCP element: \`${m.lcpElement.replace(/`/g, "'").slice(0, 160)}\`${m.failedA11y.length ? `; accessibility audits failed: ${m.failedA11y.join(', ')}` : ''}`),
].join('\n');
console.log(table);

if (WRITE) {
  const file = join(root, 'bench/results.md');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# `make bench` results\n';
  const heading = '## Lighthouse (mobile, cold cache; `bench/lighthouse/run.mjs`)';
  const start = text.indexOf(heading);
  const intro = [
    heading,
    '',
    "Lighthouse's mobile defaults (a Moto G Power-sized screen, 4× CPU slowdown, simulated slow 4G: 150 ms RTT, 1.6 Mbit/s) in Debian's Chromium against `mrok serve` with the built `web/dist`, each page on a cold HTTP cache (`/home` signed in through the login page first, then the cache cleared). The median of the runs by performance score; the issue's goal: performance at least 90 on both, accessibility 100.",
    '',
  ].join('\n');
  // The figures from before issue 49's changes (bench/lighthouse/before.md, kept by hand) follow
  // the run's: the load bench rewrites results.md whole before this runs.
  const beforeFile = join(import.meta.dirname, 'before.md');
  const before = existsSync(beforeFile) ? `\n### Before (issue 49 point 10)\n\n${readFileSync(beforeFile, 'utf8').trim()}\n` : '';
  const section = `${intro}### Now\n\n${table}\n${before}`;
  if (start >= 0) {
    const end = text.indexOf('\n## ', start + heading.length);
    writeFileSync(file, text.slice(0, start) + section + (end < 0 ? '' : text.slice(end)));
  } else {
    writeFileSync(file, `${text.trimEnd()}\n\n${section}`);
  }
  console.log(`\nwritten to ${file}`);
}
