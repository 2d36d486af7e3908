// The back office's half of one sign-in (issue 49) and its words (issue 49 §6): an admin signed in
// on the player site opens /admin/ signed in, with no login form; the app bar's 'Wróć do gry'
// leads back to the game; the audit log says a nickname change in Polish, with the actor by name
// and no English react-admin word on the list page; signing out of the back office signs the site
// out; a login through the back office's form signs the site in; and a sign-out in another tab
// takes the back office back to its login form.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './expect.mjs';
import { ADMIN_DIST, PASSWORD, apiOk, createPlayer, launchBrowser, loginThroughPage, startServer } from './harness.mjs';

const ADMIN = 'straznik.jednego.logowania@mrok.test';
const PLAYER = { email: 'borys@mrok.test', character: { user: 'Borys', gender: 'Mężczyzna', race: 'Wilkołak' } };
/** react-admin's and MUI's English words that must not show on a list page. */
const ENGLISH = [/Rows per page/i, /Go to (previous|next|first|last) page/i, /No results/i, /\bof more than\b/i, /\bRefresh\b/, /\bExport\b/, /\bFilter\b/, /Loading/];

let server;
let browser;

before(async () => {
  if (!existsSync(join(ADMIN_DIST, 'index.html'))) throw new Error(`${ADMIN_DIST} is missing: build admin/ first`);
  server = await startServer();
  browser = await launchBrowser();
  server.cli(['user', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin']);
  await createPlayer(server, PLAYER.email, PLAYER.character);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const token = (page) => page.evaluate(() => localStorage.getItem('token'));

describe('one sign-in for the game and the back office', () => {
  test('signed in on the site, the back office opens signed in; it speaks Polish; its sign-out signs the site out', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await loginThroughPage(page, server, ADMIN);
    await page.waitForFunction(() => localStorage.getItem('token'));
    const adminToken = await token(page);

    // A nickname change, for the audit log.
    const player = await apiOk(server, 'login of the player', 'POST', '/login', { email: PLAYER.email, password: PASSWORD });
    await apiOk(server, 'rename', 'POST', '/admin/changeNickname', { userId: player.userId, newNickname: 'Borys Kieł' }, adminToken);

    await page.goto(`${server.baseUrl}/admin/`);
    await expect(page.getByText(`Witaj, ${ADMIN}`)).toBeVisible();
    assert.equal(await page.getByRole('button', { name: 'Zaloguj się' }).count(), 0);
    assert.doesNotMatch(page.url(), /\/admin\/login/);

    // The audit log in words, the actor by name, no English label.
    await page.goto(`${server.baseUrl}/admin/auditLog`);
    await expect(page.getByText('Zmiana nicku: Borys → Borys Kieł')).toBeVisible();
    await expect(page.getByRole('link', { name: ADMIN })).toBeVisible();
    const changes = await page.getByTestId('audit-changes').first().textContent();
    assert.match(changes, /Nick: Borys → Borys Kieł/);
    const text = await page.locator('body').innerText();
    const labels = await page.locator('[aria-label], [title]').evaluateAll((nodes) =>
      nodes.map((node) => `${node.getAttribute('aria-label') ?? ''} ${node.getAttribute('title') ?? ''}`),
    );
    for (const english of ENGLISH) {
      assert.doesNotMatch(text, english, `English on the page: ${english}`);
      for (const label of labels) assert.doesNotMatch(label, english, `English label: ${label}`);
    }
    await expect(page.getByText('Wierszy na stronę:')).toBeVisible();

    // Back to the game and into the back office again.
    const back = page.getByRole('link', { name: 'Wróć do gry' });
    assert.equal(await back.getAttribute('href'), '/home');
    await back.click();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    assert.equal(await token(page), adminToken);

    // Signing out of the back office signs the site out too.
    await page.goto(`${server.baseUrl}/admin/`);
    await page.getByRole('button', { name: `${ADMIN} — konto` }).click();
    await page.getByRole('menuitem', { name: 'Wyloguj się' }).click();
    await page.waitForURL('**/admin/login');
    for (const key of ['token', 'userId', 'userRole', 'gameAuth']) {
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), null, key);
    }
    await page.goto(`${server.baseUrl}/home`);
    await page.waitForURL((url) => url.pathname !== '/home');
    await context.close();
  });

  test('a login through the back office signs the site in; a sign-out in another tab takes the back office to its login form', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const office = await context.newPage();
    await office.goto(`${server.baseUrl}/admin/`);
    await office.waitForURL('**/admin/login');
    await office.getByLabel('E-mail').fill(ADMIN);
    await office.getByLabel('Hasło').fill(PASSWORD);
    await office.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(office.getByText(`Witaj, ${ADMIN}`)).toBeVisible();
    assert.equal(await office.evaluate(() => localStorage.getItem('userRole')), 'admin');
    assert.ok(await office.evaluate(() => localStorage.getItem('gameAuth')));

    // The site, in another tab, is signed in with the same token (no login form).
    const site = await context.newPage();
    await site.goto(`${server.baseUrl}/home`);
    await new Promise((r) => setTimeout(r, 500));
    assert.notEqual(new URL(site.url()).pathname, '/login');
    assert.equal(await token(site), await token(office));

    // The site signs out (as its logout does: it clears the storage): the back office follows.
    await site.evaluate(() => localStorage.clear());
    await office.waitForURL('**/admin/login');
    await expect(office.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
    await context.close();
  });
});
