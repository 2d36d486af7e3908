// Browser-test harness: a real `mrok serve` on a temporary data dir serving the built site, and
// Debian's Chromium driven by playwright-core.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import PostalMime from 'postal-mime';

const root = resolve(import.meta.dirname, '../..');
export const CHROMIUM = process.env.MROK_CHROMIUM ?? '/usr/bin/chromium';
const MROK_BIN = process.env.MROK_BIN ?? join(root, 'target/debug/mrok');
/** The built back office (`make admin`); MROK_ADMIN_DIST points elsewhere, e.g. a build in a copy. */
export const ADMIN_DIST = process.env.MROK_ADMIN_DIST ?? join(root, 'admin/dist');
export const PASSWORD = 'Haslo123';

async function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts `mrok serve` with the built site; resolves once it answers. `env` adds or overrides
 * the server's environment variables (e.g. `{ MROK_NOTIFY_AWAY_SECS: '1' }`).
 */
export async function startServer({ env = {} } = {}) {
  if (!existsSync(MROK_BIN)) throw new Error(`${MROK_BIN} is missing: build it with \`cargo build -p mrok-app\``);
  if (!existsSync(join(root, 'web/dist/index.html'))) throw new Error('web/dist is missing: run `npm run build` in web/');
  const dataDir = mkdtempSync(join(tmpdir(), 'mrok-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = [];
  const child = spawn(MROK_BIN, ['serve'], {
    env: {
      ...process.env,
      MROK_DATA_DIR: dataDir,
      MROK_BIND: `127.0.0.1:${port}`,
      MROK_PUBLIC_URL: baseUrl,
      MROK_WEB_DIR: join(root, 'web/dist'),
      MROK_ADMIN_DIR: ADMIN_DIST,
      MROK_RATE_LIMITS: 'off',
      MROK_JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret',
      MROK_ADMIN_EMAIL: 'straznik@mrok.test',
      MROK_DATABASE_URL: '',
      RUST_LOG: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => log.push(String(chunk)));
  child.stderr.on('data', (chunk) => log.push(String(chunk)));
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      const response = await fetch(`${baseUrl}/api/site`);
      if (response.ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error(`mrok serve exited:\n${log.join('')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    baseUrl,
    dataDir,
    log,
    /** Runs the `mrok` command line against this server's database. */
    cli(args) {
      return execFileSync(MROK_BIN, args, { env: { ...process.env, MROK_DATA_DIR: dataDir, MROK_DATABASE_URL: '', RUST_LOG: 'warn' } }).toString();
    },
    async stop() {
      child.kill('SIGINT');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The browser's time zone in every context the tests open (playwright's `timezoneId`), from
 * MROK_E2E_TZ; unset, the machine's. `make test-web` runs the date tests again in zones far
 * west and far east of Warsaw: the site must keep Warsaw's calendar in both.
 */
export const TIME_ZONE = process.env.MROK_E2E_TZ || undefined;

export async function launchBrowser() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's package (apt-get install chromium)`);
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  if (TIME_ZONE) {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = (options = {}) => newContext({ timezoneId: TIME_ZONE, ...options });
  }
  return browser;
}

/** Every mail in the outbox for `to`, oldest first, parsed. */
export async function mailsTo(server, to) {
  const outbox = join(server.dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  const files = readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort();
  const mails = [];
  for (const file of files) {
    const mail = await PostalMime.parse(readFileSync(join(outbox, file)));
    if (mail.to?.some((address) => address.address === to)) mails.push(mail);
  }
  return mails;
}

/** Waits for the `count`-th mail to `to` and returns the token of its `/{page}/…` link. */
export async function linkToken(server, to, page, count = 1) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = await mailsTo(server, to);
    if (mails.length >= count) {
      const text = mails[count - 1].text ?? '';
      const match = text.match(new RegExp(`${server.baseUrl}/${page}/([A-Za-z0-9_-]+)`));
      if (!match) throw new Error(`no /${page}/ link in: ${text}`);
      return match[1];
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail #${count} for ${to}`);
}

/** One call to the server's API: `{ status, body }` (body null when it is not JSON). */
export async function api(server, method, path, body, token) {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** An API call that must succeed (status below 300), named `what` in the failure; its body. */
export async function apiOk(server, what, method, path, body, token) {
  const answer = await api(server, method, path, body, token);
  assert.ok(answer.status < 300, `${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** An activated account (and, when `character` is given, its main character) made through the API. */
export async function createPlayer(server, email, character) {
  await api(server, 'POST', '/register', { email, password: PASSWORD });
  const token = await linkToken(server, email, 'activate');
  await api(server, 'GET', `/activate/${token}`);
  let login = await api(server, 'POST', '/login', { email, password: PASSWORD });
  if (character) {
    await api(server, 'POST', '/createCharacter', character, login.body.token);
    login = await api(server, 'POST', '/login', { email, password: PASSWORD });
  }
  return login.body;
}

/** Logs in through the login page. */
export async function loginThroughPage(page, server, email, password = PASSWORD) {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('E-mail').first().fill(email);
  await page.getByLabel('Hasło', { exact: true }).first().fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).first().click();
}

/** A new browser context (its own storage: one player; `options` go to the context) logged in through the login page, on /home. */
export async function playerPage(browser, server, email, { viewport = { width: 1400, height: 900 }, ...options } = {}) {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  await loginThroughPage(page, server, email);
  await page.waitForURL('**/home');
  return page;
}

/** A new browser context signed in to the back office through its login page, on its dashboard. */
export async function adminPage(browser, server, email, { viewport = { width: 1400, height: 900 }, ...options } = {}) {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/admin/`);
  await page.waitForURL('**/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByText(`Witaj, ${email}`).waitFor();
  return page;
}

/** `(viewport) => page`: the back office signed in as `email`, once a screen size and reused. */
export function adminPages(browser, server, email) {
  const pages = new Map();
  return async (viewport) => {
    if (!pages.has(viewport)) pages.set(viewport, await adminPage(browser, server, email, { viewport }));
    return pages.get(viewport);
  };
}

/**
 * The times (ms since the epoch) at which `page` sent requests whose URL `matches`, kept up to
 * date: proves a test's change came by push, not by a poll.
 */
export function requestTimes(page, matches) {
  const times = [];
  page.on('request', (request) => {
    if (matches(new URL(request.url()))) times.push(Date.now());
  });
  return times;
}

/**
 * The live sockets `page` opens, with the frames each receives (parsed JSON) and whether it is
 * closed (by the app, or by loading another document, which Chromium does not report).
 */
export function liveSockets(page) {
  const sockets = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      for (const entry of sockets) entry.closed = true;
    }
  });
  page.on('websocket', (socket) => {
    const entry = { url: socket.url(), frames: [], closed: false };
    socket.on('framereceived', ({ payload }) => {
      try {
        entry.frames.push(JSON.parse(String(payload)));
      } catch {
        /* not JSON */
      }
    });
    socket.on('close', () => {
      entry.closed = true;
    });
    sockets.push(entry);
  });
  return sockets;
}

/** A 1×1 PNG, enough for the server's image check. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The phone size the browser tests use beside the desktop one. */
export const PHONE = { width: 390, height: 844 };

/** Every `<img>` inside `locator`: its address as the page asked for it and whether it loaded. */
export async function imagesIn(locator) {
  return locator.locator('img').evaluateAll((images) =>
    images.map((image) => ({ src: image.getAttribute('src'), loaded: image.complete && image.naturalWidth > 0 })),
  );
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe-core's serious and critical findings on the page as it is now (the page's context needs
 * `bypassCSP: true`: axe is injected as a script). Each finding: rule, impact, and the first
 * elements with their reason.
 */
export async function axeFindings(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${(n.any[0] ?? n.all[0] ?? n.none[0])?.message ?? n.failureSummary}`),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** The shell's bell; its accessible name carries the unread count ("Powiadomienia, nieprzeczytane: 3"). */
export const bell = (page) => page.getByRole('button', { name: /^Powiadomienia(, nieprzeczytane: .+)?$/ });

/** The unread count the bell names (0 when it names none). */
export async function unreadCount(page) {
  const name = await bell(page).first().getAttribute('aria-label');
  const match = /nieprzeczytane: (\d+)/.exec(name ?? '');
  return match ? Number(match[1]) : 0;
}
