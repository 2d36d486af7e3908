// The /home shell on desktop and phone widths, the start-up block screens (driven by the block
// checks, answered here by route interception until moderation exists) and the storage rules.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, expect } from './expect.mjs';
import { apiOk, createPlayer, launchBrowser, loginThroughPage, startServer } from './harness.mjs';

let server;
let browser;
let player;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  player = await createPlayer(server, 'mieszkanka@mrok.test', { user: 'Wiedźma z Bagien', gender: 'Kobieta', race: 'Człowiek' });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page already logged in as the test player. */
async function loggedInPage(options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await loginThroughPage(page, server, 'mieszkanka@mrok.test');
  await page.waitForURL('**/home');
  return page;
}

describe('the shell', () => {
  test('on a desktop shows the sidebar with the player, the navigation and the online list', async () => {
    const page = await loggedInPage({ viewport: { width: 1400, height: 900 } });
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByTestId('player-name')).toHaveText('Wiedźma z Bagien');
    await expect(page.getByTestId('online-panel').getByRole('link', { name: /Wiedźma z Bagie\.\.\./ })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Nawigacja gry' });
    await nav.getByRole('link', { name: 'Ekwipunek' }).click();
    await page.waitForURL('**/home/equipment');
    await expect(page.getByRole('heading', { level: 1, name: 'Ekwipunek' })).toBeVisible();
    await nav.getByRole('link', { name: 'Arena' }).click();
    await page.waitForURL('**/home/arena');
    await expect(page.getByRole('heading', { level: 1, name: 'Arena Walki' })).toBeVisible();
    assert.equal(await page.getByTestId('admin-badge').count(), 0, 'no crown for a resident');
    await expect(page.getByTestId('player-rank')).toHaveText('Mieszkaniec');
    await page.context().close();
  });

  test('a game master’s card names the rank, as the profile does', async () => {
    const master = await createPlayer(server, 'mistrz@mrok.test', { user: 'Stary Bajarz', gender: 'Mężczyzna', race: 'Człowiek' });
    server.cli(['user', 'role', 'mistrz@mrok.test', 'mistrz_gry']);
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await loginThroughPage(page, server, 'mistrz@mrok.test');
    await page.waitForURL('**/home');
    await expect(page.getByTestId('player-name')).toHaveText('Stary Bajarz');
    await expect(page.getByTestId('player-rank')).toHaveText('Mistrz Gry');
    assert.equal(await page.getByTestId('admin-badge').count(), 0, 'no crown for a game master');
    await page.goto(`${server.baseUrl}/home/profile/${master.userId}`);
    await expect(page.getByRole('heading', { name: 'Stary Bajarz' })).toBeVisible();
    await expect(page.locator('dt:text-is("Ranga") + dd')).toHaveText('Mistrz Gry');
    await expect(page.getByTestId('player-rank')).toHaveText('Mistrz Gry');
    await context.close();
  });

  test('on a phone shows the top bar, the dropdown menu, the bottom navigation and the slide-in online list', async () => {
    const page = await loggedInPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    assert.equal(await page.getByTestId('sidebar').count(), 0, 'no sidebar on a phone');
    await expect(page.getByTestId('bottom-nav')).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menuNav = page.getByRole('navigation', { name: 'Nawigacja gry' });
    await expect(menuNav).toBeVisible();
    await menuNav.getByRole('link', { name: 'Sesje ogólne' }).click();
    await page.waitForURL('**/home/generalSessions');
    await page.getByRole('button', { name: 'Pokaż graczy online' }).click();
    await expect(page.getByTestId('online-panel').getByRole('link', { name: /Wiedźma z Bagie\.\.\./ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
    await page.context().close();
  });

  test('between a phone and a wide screen the online button covers nothing of the page', async () => {
    const page = await loggedInPage({ viewport: { width: 900, height: 800 } });
    const button = page.getByRole('button', { name: 'Pokaż graczy online' });
    for (const path of ['/home', '/home/generalSessions', '/home/settings']) {
      await page.goto(`${server.baseUrl}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(button).toBeVisible();
      const covered = await page.evaluate(() => {
        const b = document.querySelector('[aria-label="Pokaż graczy online"]').getBoundingClientRect();
        return [...document.querySelectorAll('main *')]
          .filter((e) => {
            const r = e.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
          })
          .map((e) => `${e.tagName} ${(e.textContent ?? '').trim().slice(0, 30)}`);
      });
      assert.deepEqual(covered, [], `${path}: the button covers ${covered.join(', ')}`);
    }
    await button.click();
    await expect(page.getByTestId('online-panel').getByRole('link', { name: /Wiedźma z Bagie\.\.\./ })).toBeVisible();
    await page.context().close();
  });

  test('focus mode hides the sidebar', async () => {
    const page = await loggedInPage({ viewport: { width: 1400, height: 900 } });
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('mrok:focusMode', { detail: { focusMode: true } })));
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('mrok:focusMode', { detail: { focusMode: false } })));
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await page.context().close();
  });

  test('crowns an admin and opens the admin pages to admins only', async () => {
    server.cli(['user', 'create', '--email', 'krol@mrok.test', '--password', 'Korona123', '--role', 'admin']);
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await loginThroughPage(page, server, 'krol@mrok.test', 'Korona123');
    // An admin without a character reads the game instead of being sent to create one.
    await page.waitForURL('**/home');
    await page.goto(`${server.baseUrl}/home/settings`);
    await expect(page.getByTestId('admin-badge')).toBeVisible();
    // The admin panel lives in the back office (which has its own sign-in).
    await page.goto(`${server.baseUrl}/home/adminpanel`);
    await page.waitForURL((url) => url.pathname.startsWith('/admin/'));
    await page.goto(`${server.baseUrl}/home/adminpanel/bugtrack`);
    await page.waitForURL((url) => url.pathname.startsWith('/admin/'));
    await context.close();

    const resident = await loggedInPage({ viewport: { width: 1400, height: 900 } });
    const nav = resident.getByRole('navigation', { name: 'Nawigacja gry' });
    assert.equal(await nav.getByRole('link', { name: 'Panel administratora' }).count(), 0);
    const refusal = new Promise((resolve) => resident.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.message()))));
    await resident.goto(`${server.baseUrl}/home/adminpanel`);
    assert.equal(await refusal, 'Brak uprawnień do dostępu do panelu admina');
    await resident.waitForURL((url) => url.pathname === '/home');
    await resident.context().close();
  });

  test('sends a visitor without a login from /home to /login, and unknown paths to /', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/home/settings`);
    // …told where to come back after logging in.
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/home/settings');
    await page.goto(`${server.baseUrl}/nie/ma/takiej/strony`);
    await page.waitForURL('**/login');
    await page.close();
  });

  test('a role edited in storage is caught: storage is cleared and the player is sent to log in', async () => {
    const page = await loggedInPage();
    await page.evaluate(() => localStorage.setItem('userRole', 'admin'));
    // The site reloads itself as soon as it notices, which may abort this reload: expected.
    await page.reload().catch((error) => {
      if (!String(error).includes('ERR_ABORTED')) throw error;
    });
    await page.waitForURL('**/login');
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    await page.context().close();
  });
});

describe('logging out', () => {
  test('leaves the tavern at once and sends nothing more with the old session', async () => {
    const page = await loggedInPage({ viewport: { width: 1400, height: 900 } });
    const watcher = await createPlayer(server, 'obserwator@mrok.test', { user: 'Czujny Gość', gender: 'Mężczyzna', race: 'Człowiek' });
    const inside = async () => {
      const list = await apiOk(server, 'the tavern participants', 'GET', '/tavern/activeParticipants', null, watcher.token);
      return list.participants.some((p) => p.user_id === player.userId);
    };
    await page.goto(`${server.baseUrl}/home/tavern`);
    await page.getByRole('button', { name: 'Wejdź do karczmy' }).click();
    await page.getByRole('button', { name: 'Wiedźma z Bagien (postać główna)' }).click();
    await page.getByRole('button', { name: /^Główna sala/ }).click();
    await page.getByRole('button', { name: 'Wiedźma z Bagien -> Główna sala' }).click();
    await expect(page.getByRole('heading', { name: 'Główna sala', level: 1 })).toBeVisible();
    await eventually(inside, () => 'the player shows in the tavern');
    const refused = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 401) refused.push(response.url());
    });
    await page.getByRole('navigation', { name: 'Nawigacja gry' }).getByRole('link', { name: 'Wyloguj' }).click();
    await page.waitForURL('**/login');
    await expect(page.getByRole('button', { name: 'Zaloguj się' }).first()).toBeVisible();
    assert.equal(await inside(), false, 'others no longer see the player in the tavern');
    await page.waitForTimeout(500);
    assert.deepEqual(refused, [], 'no call went out without the session it needed');
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    await page.context().close();
  });
});

describe('the block screens', () => {
  test('a prisoner sees only the prison', async () => {
    const context = await browser.newContext();
    await context.route('**/api/check-prison-status', (route) =>
      route.fulfill({ json: { blocked: true, message: null, daysLeft: 3, releaseDate: '2026-12-24T05:00:00Z', currentDate: '2026-11-21T12:00:00Z' } }),
    );
    const page = await context.newPage();
    await loginThroughPage(page, server, 'mieszkanka@mrok.test');
    await expect(page.getByText('WIĘZIENIE')).toBeVisible();
    await expect(page.getByText('Siedzisz w więzieniu i musisz odczekać swoją karę...')).toBeVisible();
    await expect(page.getByText('Pozostało dni: 3')).toBeVisible();
    await expect(page.getByText('Data zwolnienia: 24 grudnia 2026')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sprawdź ponownie' })).toBeVisible();
    await context.close();
  });

  test('a resident sees the game-unavailable view while an announcement is active, and can escape', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loginThroughPage(page, server, 'mieszkanka@mrok.test');
    await page.waitForURL('**/home');
    await context.route('**/api/admin/check-resident-message', (route) =>
      route.fulfill({ json: { success: true, hasMessage: true, title: 'Krwawy Księżyc', content: '<p>Miasto zamknięte do świtu.</p>', createdAt: '2026-11-21T10:00:00Z', updatedAt: '2026-11-21T11:30:00Z' } }),
    );
    await page.reload();
    await expect(page.getByText('Krwawy Księżyc')).toBeVisible();
    await expect(page.getByText('Miasto zamknięte do świtu.')).toBeVisible();
    await expect(page.getByText(/Ostatnie tchnienie: 21 listopada 2026/)).toBeVisible();
    await page.getByRole('button', { name: 'Ucieczka z mroku' }).click();
    await page.waitForURL('**/login');
    assert.equal(await page.evaluate(() => localStorage.length), 0);
    await context.close();
  });

  test('the login page offers the block view with logout to a blocked resident', async () => {
    const context = await browser.newContext();
    await context.route('**/api/admin/check-resident-message', (route) =>
      route.fulfill({ json: { success: true, hasMessage: true, title: null, content: null, createdAt: null, updatedAt: null } }),
    );
    const page = await context.newPage();
    await loginThroughPage(page, server, 'mieszkanka@mrok.test');
    await expect(page.getByText('Gra niedostępna')).toBeVisible();
    await expect(page.getByText('Gra jest obecnie niedostępna.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
    await context.close();
  });
});

test('the player record used by the tests exists', () => {
  assert.equal(player.userRole, 'mieszkaniec');
});
