// The installable site (issue 40): Chromium reads the Polish manifest and finds nothing keeping it
// from installing the site; the service worker registers for the whole site and takes the open
// page; the copy of sw.js the server sends (brotli, gzip or plain) carries the build's version;
// offline, a start at /home shows the Polish 'Brak połączenia z Mrokiem' screen in the site's
// dark look instead of the browser's error, and 'Spróbuj ponownie' opens the site once it is
// back; a signed-in player's browsing keeps the hashed assets but never an API answer or a page;
// a push shows its notice. The rules: docs/decisions/installable-site.md.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { eventually, expect } from './expect.mjs';
import { CHROMIUM, axeFindings, createPlayer, launchBrowser, playerPage, startServer } from './harness.mjs';

const PLAYER = { email: 'morwena@mrok.test', character: { user: 'Morwena', gender: 'Kobieta', race: 'Wampir' } };
const BUILT_WORKER = join(import.meta.dirname, '../dist/sw.js');
const STONE = 'rgb(11, 10, 10)';

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await createPlayer(server, PLAYER.email, PLAYER.character);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until the page is controlled by the site's worker; its registration's scope and script. */
async function controlled(page) {
  await eventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null), () => 'the service worker controls the page', 15_000);
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active.scriptURL, state: registration.active.state };
  });
}

/** Collects the page's Content-Security-Policy violations and script errors. */
function violations(page) {
  const found = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  page.on('pageerror', (error) => found.push(`page error: ${error.message}`));
  return found;
}

/** A PNG's width and height, read from its header. */
function pngSize(bytes) {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', 'a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the installable site', () => {
  test('Chromium reads the Polish manifest, with its icons, and finds nothing keeping the site from installing', async (t) => {
    // A profile of its own: Chromium never offers to install from an incognito context (which
    // every browser.newContext() is), and says only that.
    const profile = mkdtempSync(join(tmpdir(), 'mrok-e2e-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    });
    t.after(async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    assert.equal(url, `${server.baseUrl}/manifest.webmanifest`);
    assert.deepEqual(errors, [], 'the manifest parses without errors');
    const manifest = JSON.parse(data);
    assert.equal(manifest.name, 'Mrok — mroczna gra fabularna');
    assert.equal(manifest.short_name, 'Mrok');
    assert.match(manifest.description, /^Mroczna gra fabularna/);
    assert.equal(manifest.lang, 'pl');
    assert.equal(manifest.start_url, '/home');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.theme_color, '#0b0a0a');
    assert.equal(manifest.background_color, '#0b0a0a');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, [], 'nothing keeps the site from being installed');

    // Every icon the manifest names is a PNG of the size it says; one is maskable.
    for (const icon of manifest.icons) {
      const response = await fetch(new URL(icon.src, server.baseUrl));
      assert.equal(response.status, 200, icon.src);
      assert.match(response.headers.get('content-type'), /^image\/png/, icon.src);
      const { width, height } = pngSize(Buffer.from(await response.arrayBuffer()));
      assert.equal(`${width}x${height}`, icon.sizes, icon.src);
    }
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    for (const wanted of ['192x192 any', '512x512 any', '512x512 maskable']) assert.ok(sizes.includes(wanted), `an icon ${wanted}: ${sizes}`);
  });

  test('the service worker registers for the whole site, takes the page, and is sent with the build’s version however compressed', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const found = violations(page);
    // What an earlier build of the site left in this browser, and another app's cache on the
    // origin (made from the offline screen, which registers nothing).
    await page.goto(`${server.baseUrl}/offline.html`);
    await page.evaluate(() => Promise.all(['mrok-0123456789ab', 'inna-aplikacja'].map((name) => caches.open(name))));
    await page.goto(`${server.baseUrl}/login`);
    const registration = await controlled(page);
    assert.deepEqual(registration, { scope: `${server.baseUrl}/`, script: `${server.baseUrl}/sw.js`, state: 'activated' });

    const built = readFileSync(BUILT_WORKER, 'utf8');
    const version = built.match(/const VERSION = '([0-9a-f]{12})';/)?.[1];
    assert.ok(version, 'dist/sw.js carries a build version, not the placeholder');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await fetch(`${server.baseUrl}/sw.js`, { headers: { 'accept-encoding': encoding } });
      assert.equal(response.headers.get('content-encoding') ?? 'identity', encoding, `sw.js sent as ${encoding}`);
      assert.equal(response.headers.get('cache-control'), 'no-cache', 'sw.js is asked again on every load');
      assert.match(response.headers.get('content-type'), /^text\/javascript/);
      assert.equal(await response.text(), built, `the ${encoding} copy is the rewritten worker`);
    }
    // The browser's cache of the site is this build's, and holds the offline screen.
    const kept = await page.evaluate(async () => {
      const names = await caches.keys();
      const entries = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)));
      return { names, entries: entries.flat() };
    });
    assert.deepEqual(kept.names.sort(), ['inna-aplikacja', `mrok-${version}`], 'the earlier build’s cache is gone, nothing else');
    for (const path of ['/offline.html', '/offline.css', '/favicon.svg']) assert.ok(kept.entries.includes(path), `${path} kept: ${kept.entries}`);
    await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
    assert.deepEqual(found, [], 'no CSP violation nor script error');
    await context.close();
  });

  test('offline, a start at /home shows the Polish offline screen in the site’s look; back online, “Spróbuj ponownie” opens the site', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await controlled(page);
    // The offline screen is sent under the site's CSP, which it keeps to (checked below).
    const csp = (await fetch(`${server.baseUrl}/offline.html`)).headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self';/);
    assert.match(csp, /style-src 'self'/);
    await context.setOffline(true);

    // A new tab started at /home, as the installed app starts.
    const start = await context.newPage();
    const found = violations(start);
    const response = await start.goto(`${server.baseUrl}/home`);
    assert.ok(response.fromServiceWorker(), 'answered by the service worker');
    await expect(start.getByRole('heading', { name: 'Brak połączenia z Mrokiem', level: 1 })).toBeVisible();
    await expect(start.getByText('Sprawdź połączenie z internetem i spróbuj ponownie.', { exact: false })).toBeVisible();
    assert.equal(await start.title(), 'Brak połączenia — Mrok');
    assert.equal(start.url(), `${server.baseUrl}/home`, 'the address stays the one asked for');
    const look = await start.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      heading: getComputedStyle(document.querySelector('h1')).color,
      markLoaded: document.querySelector('img').naturalWidth > 0,
      lang: document.documentElement.lang,
    }));
    assert.deepEqual(look, { background: STONE, heading: 'rgb(201, 164, 76)', markLoaded: true, lang: 'pl' }, 'the dark look, with the mark, in Polish');
    assert.deepEqual(found, [], 'no CSP violation nor script error on the offline screen');

    // A page of the game reloaded offline is the same screen, at its own address.
    await page.goto(`${server.baseUrl}/home/tavern`);
    await expect(page.getByRole('heading', { name: 'Brak połączenia z Mrokiem' })).toBeVisible();

    await context.setOffline(false);
    await start.getByRole('link', { name: 'Spróbuj ponownie' }).click();
    // The site itself again: /home without a session leads to the login.
    await start.waitForURL('**/login');
    await expect(start.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
    assert.equal(await start.getByText('Brak połączenia z Mrokiem').count(), 0);
    await context.close();
  });

  test('the offline screen has nothing serious for axe', async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/offline.html`);
    await expect(page.getByRole('heading', { name: 'Brak połączenia z Mrokiem' })).toBeVisible();
    assert.deepEqual(await axeFindings(page), []);
    await context.close();
  });

  test('a signed-in player’s browsing keeps the hashed assets, never an API answer nor a page', async () => {
    const page = await playerPage(browser, server, PLAYER.email);
    await controlled(page);
    // Loaded again under the worker, and on to other screens that load their own code.
    await page.reload();
    await expect(page.getByTestId('sidebar').getByTestId('player-name')).toBeVisible();
    await page.goto(`${server.baseUrl}/home/tavern`);
    await expect(page.getByRole('button', { name: 'Wejdź do karczmy' })).toBeVisible();
    const kept = await page.evaluate(async () => {
      const entries = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) entries.push(new URL(request.url).pathname);
      }
      return entries;
    });
    assert.ok(kept.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path)), `the entry's code is kept: ${kept}`);
    assert.deepEqual(kept.filter((path) => path.startsWith('/api') || path.startsWith('/ws')), [], 'no API answer is kept');
    assert.deepEqual(kept.filter((path) => path === '/' || path.startsWith('/home') || path.endsWith('index.html')), [], 'no page is kept');
    await page.context().close();
  });

  test('a push shows its notice: title, text and the site’s icon', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['notifications'], { origin: server.baseUrl });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const registrations = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
    await cdp.send('ServiceWorker.enable');
    await eventually(() => registrations.some((r) => r.scopeURL === `${server.baseUrl}/` && !r.isDeleted), () => 'the registration is reported');
    const { registrationId } = registrations.findLast((r) => r.scopeURL === `${server.baseUrl}/` && !r.isDeleted);
    const payload = { title: 'Nowa odpowiedź w sesji', body: 'Ilvar odpisał w „Mgła nad grodem”.', link: '/home/generalSessions/5', tag: 'session-5' };
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.baseUrl, registrationId, data: JSON.stringify(payload) });
    const shown = async () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, icon: n.icon, tag: n.tag, data: n.data })),
      );
    // A push wakes the worker first: on a loaded machine that takes a while.
    await eventually(async () => (await shown()).length === 1, () => `the notice is shown (registrations: ${JSON.stringify(registrations)})`, 15_000);
    assert.deepEqual(await shown(), [
      { title: payload.title, body: payload.body, icon: `${server.baseUrl}/icons/icon-192.png`, tag: 'session-5', data: { link: '/home/generalSessions/5' } },
    ]);
    await context.close();
  });
});
