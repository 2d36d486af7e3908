// Speed of delivery (issue 17): what Chromium really receives on a cold load of /login — brotli,
// hashed assets cached for a year, the page itself asked again every time — and the JavaScript
// on the wire within the 150 KB budget (scripts/bundle-size.mjs counts the same bytes from dist),
// on a desktop and on a phone; the back office's files the same way.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expect } from './expect.mjs';
import { PHONE, launchBrowser, startServer } from './harness.mjs';

const BUDGET_KB = 150;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Loads `path` in a fresh context and answers every response of this site with its headers and bytes on the wire. */
async function coldLoad(path, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    if (!response || !request.url().startsWith(server.baseUrl)) return;
    const sizes = await request.sizes();
    responses.push({ url: new URL(request.url()).pathname, type: request.resourceType(), headers: await response.allHeaders(), bytes: sizes.responseBodySize });
  });
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'networkidle' });
  return { page, responses };
}

describe('delivery', () => {
  for (const [size, viewport] of [
    ['a desktop', { width: 1400, height: 900 }],
    ['a phone', PHONE],
  ]) {
    test(`/login comes compressed, cached and within the budget (${size})`, async () => {
      const { page, responses } = await coldLoad('/login', viewport);
      await expect(page.getByRole('button', { name: 'Zaloguj się' }).first()).toBeVisible();

      const document = responses.find((r) => r.type === 'document');
      assert.ok(document, 'the page itself');
      assert.equal(document.headers['content-encoding'], 'br');
      assert.equal(document.headers['cache-control'], 'no-cache', 'index.html is asked again every time');

      const scripts = responses.filter((r) => r.type === 'script');
      assert.ok(scripts.length > 0);
      for (const script of scripts) {
        assert.equal(script.headers['content-encoding'], 'br', `${script.url} comes compressed`);
        assert.equal(script.headers['cache-control'], IMMUTABLE, `${script.url} is cached for good`);
        assert.match(script.headers.vary ?? '', /Accept-Encoding/i);
        assert.match(script.headers['content-type'] ?? '', /javascript/);
      }
      for (const style of responses.filter((r) => r.url.startsWith('/assets/') && r.type !== 'script')) {
        assert.equal(style.headers['cache-control'], IMMUTABLE, `${style.url} is cached for good`);
      }
      const sent = scripts.reduce((sum, script) => sum + script.bytes, 0);
      assert.ok(sent <= BUDGET_KB * 1024, `/login took ${(sent / 1024).toFixed(1)} KB of JavaScript on the wire (budget ${BUDGET_KB} KB)`);
      await page.context().close();
    });
  }

  test('the back office comes compressed and cached too', async () => {
    const { page, responses } = await coldLoad('/admin/', { width: 1400, height: 900 });
    await page.waitForURL('**/admin/login');
    const scripts = responses.filter((r) => r.type === 'script' && r.url.startsWith('/admin/assets/'));
    assert.ok(scripts.length > 0);
    for (const script of scripts) {
      assert.equal(script.headers['content-encoding'], 'br', `${script.url} comes compressed`);
      assert.equal(script.headers['cache-control'], IMMUTABLE, `${script.url} is cached for good`);
    }
    await page.context().close();
  });

  test('a file missing from a new build is missing, not the page', async () => {
    const response = await fetch(`${server.baseUrl}/assets/index-00000000.js`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(response.status, 404);
  });
});
