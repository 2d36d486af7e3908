// One account, one sign-in (issue 49): an admin without a character sees their e-mail and role in
// the sidebar and the site asks for no profile that does not exist (no 404); /home/adminpanel
// takes an admin signed in on the site straight into the back office, signed in (the back office
// reads the site's storage); and when another tab of the origin — the back office — signs out,
// the site's tab logs out too.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expect } from './expect.mjs';
import { PASSWORD, launchBrowser, playerPage, startServer } from './harness.mjs';

const ADMIN = 'straznik-bez-postaci@mrok.test';

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  server.cli(['user', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin']);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('an admin without a character', () => {
  test('sees their e-mail and role in the sidebar, and no request is answered 404', async () => {
    const page = await playerPage(browser, server, ADMIN);
    const missing = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(new URL(response.url()).pathname);
    });
    await page.goto(`${server.baseUrl}/home`);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByTestId('player-name')).toHaveText(ADMIN);
    await expect(sidebar.getByText('ADMIN')).toBeVisible();
    assert.equal(await page.getByText('Nieznany użytkownik').count(), 0);
    await page.goto(`${server.baseUrl}/home/tavern`);
    await expect(sidebar.getByTestId('player-name')).toHaveText(ADMIN);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(missing, [], 'no request answered 404');
    await page.context().close();
  });
});

describe('one sign-in for the game and the back office', () => {
  test('/home/adminpanel lands in the back office signed in, without its login form', async () => {
    const page = await playerPage(browser, server, ADMIN);
    await page.goto(`${server.baseUrl}/home/adminpanel`);
    await page.waitForURL((url) => url.pathname.startsWith('/admin'));
    await page.waitForLoadState('networkidle');
    assert.ok(!new URL(page.url()).pathname.startsWith('/admin/login'), `on ${page.url()}`);
    assert.equal(await page.getByRole('button', { name: 'Zaloguj się' }).count(), 0, 'no second login form');
    await page.context().close();
  });

  test('when another tab signs out (the back office clears the token), the site logs out too', async () => {
    const site = await playerPage(browser, server, ADMIN);
    const other = await site.context().newPage();
    await other.goto(`${server.baseUrl}/login`);
    await other.evaluate(() => localStorage.removeItem('token'));
    await site.waitForURL('**/login');
    assert.deepEqual(
      await site.evaluate(() => ['token', 'userId', 'userRole', 'gameAuth'].map((key) => localStorage.getItem(key))),
      [null, null, null, null],
    );
    await site.context().close();
  });

  test('logging out of the site clears the keys the back office reads', async () => {
    const site = await playerPage(browser, server, ADMIN);
    await site.goto(`${server.baseUrl}/logout`);
    await site.waitForURL('**/login');
    assert.deepEqual(
      await site.evaluate(() => ['token', 'userId', 'userRole', 'gameAuth'].map((key) => localStorage.getItem(key))),
      [null, null, null, null],
    );
    await site.context().close();
  });
});
