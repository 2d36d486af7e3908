// The player-facing account pages: the online list in the shell, the players list (with the
// admin-only columns), the settings page (status, avatar, character reset) and the stats card.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expect } from './expect.mjs';
import { PASSWORD, api, createPlayer, launchBrowser, loginThroughPage, startServer } from './harness.mjs';

// A 1×1 PNG, enough for the server's image check.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let server;
let browser;
let witch;
let vampire;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  witch = await createPlayer(server, 'wiedzma@mrok.test', { user: 'Wiedźma z Bagien', gender: 'Kobieta', race: 'Człowiek' });
  vampire = await createPlayer(server, 'wampir@mrok.test', { user: 'Morwena', gender: 'Kobieta', race: 'Wampir' });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page logged in as `email`, waiting on /home. */
async function loggedInPage(email, options = { viewport: { width: 1400, height: 900 } }, password = PASSWORD) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await loginThroughPage(page, server, email, password);
  await page.waitForURL('**/home');
  return page;
}

describe('the online list', () => {
  test('lists a second logged-in player, with a shortened name, a status and a link to the profile', async () => {
    const page = await loggedInPage('wiedzma@mrok.test');
    const panel = page.getByTestId('online-panel');
    await expect(panel.getByRole('link', { name: /Morwena/ })).toBeVisible();
    await expect(panel.getByText('Wampir · Kobieta')).toBeVisible();
    // 'Wiedźma z Bagien' has 16 characters: the list cuts it at 15.
    await expect(panel.getByText('Wiedźma z Bagie...')).toBeVisible();
    assert.ok((await panel.getByRole('img', { name: 'Nie szukam' }).count()) >= 2, 'each entry shows its status');
    // The heading counts everyone online (issue 15); all of them fit, so no '…i jeszcze' line.
    const heading = await panel.getByRole('heading', { level: 2 }).textContent();
    assert.match(heading, /^Online \(\d+\)$/);
    assert.equal(Number(heading.match(/\d+/)[0]), await panel.getByRole('listitem').count());
    assert.equal(await panel.getByText(/i jeszcze/).count(), 0);
    await panel.getByRole('link', { name: /Morwena/ }).click();
    await page.waitForURL(`**/home/profile/${vampire.userId}`);
    await page.context().close();
  });
});

describe('the players list', () => {
  test('shows the registration date and IP columns to an admin', async () => {
    await createPlayer(server, 'krolowa@mrok.test', { user: 'Królowa Nocy', gender: 'Kobieta', race: 'Wilkołak' });
    server.cli(['user', 'role', 'krolowa@mrok.test', 'admin']);
    const page = await loggedInPage('krolowa@mrok.test');
    await page.goto(`${server.baseUrl}/home/players`);
    await expect(page.getByRole('heading', { name: 'Lista Graczy' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Lista graczy' });
    await expect(table.getByRole('columnheader', { name: 'IP' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Data rejestracji' })).toBeVisible();
    await expect(table.getByRole('cell', { name: '127.0.0.1' })).toBeVisible();
    await page.context().close();
  });

  test('hides them from a resident, filters by race, leads to the profile and fits a phone', async () => {
    const page = await loggedInPage('wiedzma@mrok.test', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${server.baseUrl}/home/players`);
    const table = page.getByRole('table', { name: 'Lista graczy' });
    await expect(table.getByRole('link', { name: 'Wiedźma z Bagien' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Morwena' })).toBeVisible();
    assert.equal(await table.getByRole('columnheader', { name: 'IP' }).count(), 0);
    assert.equal(await table.getByRole('columnheader', { name: 'Data rejestracji' }).count(), 0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);

    await page.getByRole('combobox', { name: 'Rasa' }).click();
    await page.getByRole('option', { name: 'Wampiry' }).click();
    await expect(table.getByRole('link', { name: 'Wiedźma z Bagien' })).toBeHidden();
    await expect(table.getByRole('link', { name: 'Morwena' })).toBeVisible();
    await table.getByRole('link', { name: 'Morwena' }).click();
    await page.waitForURL(`**/home/profile/${vampire.userId}`);
    await page.context().close();
  });

  test('50 players a page, ?strona in the address, and another race starts again at page 1', async () => {
    // 50 more humans, five at a time: with the players above, more than one page of 50.
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(
        Array.from({ length: 5 }, (_, i) => {
          const n = String(batch * 5 + i + 1).padStart(2, '0');
          return createPlayer(server, `cien${n}@mrok.test`, { user: `Cień ${n}`, gender: 'Mężczyzna', race: 'Człowiek' });
        }),
      );
    }
    const second = (await api(server, 'GET', '/players?page=2', undefined, witch.token)).body;
    const everyone = second.total;
    assert.ok(everyone > 50 && everyone <= 100, `${everyone} players`);
    const onSecond = second.players[0].nickname;

    const page = await loggedInPage('wiedzma@mrok.test');
    await page.goto(`${server.baseUrl}/home/players`);
    const table = page.getByRole('table', { name: 'Lista graczy' });
    const rows = table.locator('tbody tr');
    await expect(table.getByRole('link', { name: 'Wiedźma z Bagien' })).toBeVisible();
    assert.equal(await rows.count(), 50);
    const pages = page.getByRole('navigation', { name: 'Strony listy graczy' });
    await expect(pages.getByRole('button', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('button', { name: 'Strona 2' }).click();
    await page.waitForURL((url) => url.pathname === '/home/players' && url.searchParams.get('strona') === '2');
    await expect(table.getByRole('link', { name: onSecond })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Wiedźma z Bagien' })).toBeHidden();
    assert.equal(await rows.count(), everyone - 50);
    assert.ok(await pages.getByRole('button', { name: 'Następna strona' }).isDisabled());

    // A reload keeps the page; another race goes back to page 1, which is all of its players.
    await page.reload();
    await expect(table.getByRole('link', { name: onSecond })).toBeVisible();
    await page.getByRole('combobox', { name: 'Rasa' }).click();
    await page.getByRole('option', { name: 'Wilkołaki' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/home/players' && !url.searchParams.has('strona') && url.searchParams.get('rasa') === 'wilkołak',
    );
    await expect(table.getByRole('link', { name: 'Królowa Nocy' })).toBeVisible();
    assert.equal(await rows.count(), 1);
    assert.equal(await pages.count(), 0, 'one page: no pagination');
    // The race stays through a reload too.
    await page.reload();
    await expect(table.getByRole('link', { name: 'Królowa Nocy' })).toBeVisible();
    assert.equal(await rows.count(), 1);
    await page.context().close();
  });
});

describe('the settings page', () => {
  test('saves the player status, which the online list then shows', async () => {
    const page = await loggedInPage('wampir@mrok.test');
    await page.goto(`${server.baseUrl}/home/settings`);
    const select = page.getByRole('combobox', { name: 'Status gracza' });
    await expect(select).toHaveText('Nie szukam');
    await select.click();
    await page.getByRole('option', { name: 'Szukam sesji' }).click();
    await expect(page.getByText('Status został zaktualizowany!')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status gracza' })).toHaveText('Szukam sesji');
    const panel = page.getByTestId('online-panel');
    await expect(panel.getByRole('link', { name: /Morwena/ }).getByRole('img', { name: 'Szukam sesji' })).toBeVisible();
    assert.equal(await page.getByRole('link', { name: 'Panel administratora' }).count(), 0, 'no admin buttons for a resident');
    await page.context().close();
  });

  test('changes the avatar, refusing files that are not images, and the sidebar shows the new one', async () => {
    const page = await loggedInPage('wampir@mrok.test');
    await page.goto(`${server.baseUrl}/home/settings`);
    // Nothing to send until a file is chosen (issue 49).
    await expect(page.getByRole('button', { name: 'Zmień avatar' })).toBeDisabled();
    const input = page.getByTestId('avatar-file-input');
    await input.setInputFiles({ name: 'notatka.txt', mimeType: 'text/plain', buffer: Buffer.from('nie obraz') });
    await expect(page.getByText('Wybrany plik nie jest obrazem')).toBeVisible();
    await input.setInputFiles({ name: 'twarz.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Wybrany plik: twarz.png')).toBeVisible();
    await page.getByRole('button', { name: 'Zmień avatar' }).click();
    await expect(page.getByText('Avatar został zaktualizowany!')).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('avatarUrl'));
    assert.match(stored ?? '', /^\/uploads\//);
    await expect(page.getByTestId('sidebar').locator(`img[src="/api${stored}"]`)).toBeVisible();
    await page.context().close();
  });

  test('shows the admin buttons to an admin', async () => {
    const page = await loggedInPage('krolowa@mrok.test');
    await page.goto(`${server.baseUrl}/home/settings`);
    const main = page.getByRole('main');
    // Each button reads as the title of the page it opens.
    await main.getByRole('link', { name: 'Zgłoszenia Sesji' }).click();
    await expect(page.getByRole('heading', { name: 'Zgłoszenia Sesji' })).toBeVisible();
    await page.goBack();
    await main.getByRole('link', { name: 'Panel Zgłoszeń' }).click();
    await expect(page.getByRole('heading', { name: 'Panel Zgłoszeń - Administrator' })).toBeVisible();
    await page.goBack();
    await main.getByRole('link', { name: 'Panel administratora' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/'));
    await page.context().close();
  });

  test('resets the character with the password and sends the player to create a new one', async () => {
    await createPlayer(server, 'upior@mrok.test', { user: 'Upiór', gender: 'Mężczyzna', race: 'Wampir' });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    // Every path the single-page app visits, to see it pass through /createCharacter.
    await context.addInitScript(() => {
      const seen = JSON.parse(sessionStorage.getItem('paths') ?? '[]');
      const record = () => {
        seen.push(location.pathname);
        sessionStorage.setItem('paths', JSON.stringify(seen));
      };
      for (const method of ['pushState', 'replaceState']) {
        const original = history[method].bind(history);
        history[method] = (...args) => {
          original(...args);
          record();
        };
      }
      record();
    });
    const page = await context.newPage();
    await loginThroughPage(page, server, 'upior@mrok.test');
    await page.waitForURL('**/home');
    await page.goto(`${server.baseUrl}/home/settings`);
    await page.getByRole('button', { name: 'Resetuj postać' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resetuj postać' });
    await expect(dialog.getByRole('button', { name: 'Resetuj postać' })).toBeDisabled();
    await dialog.getByLabel('Hasło', { exact: true }).fill('ZleHaslo1');
    await dialog.getByRole('button', { name: 'Resetuj postać' }).click();
    await expect(dialog.getByText('Nieprawidłowe hasło')).toBeVisible();

    await dialog.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Resetuj postać' }).click();
    await expect(page.getByText('Postać została zresetowana!')).toBeVisible();
    // The login is forgotten on the way to /createCharacter, which then asks to log in again.
    await page.waitForURL('**/login');
    const paths = await page.evaluate(() => JSON.parse(sessionStorage.getItem('paths') ?? '[]'));
    assert.ok(paths.includes('/createCharacter'), `went through ${paths.join(' → ')}`);
    const stored = await page.evaluate(() => ['token', 'userId', 'userRole'].map((key) => localStorage.getItem(key)));
    assert.deepEqual(stored, [null, null, null]);

    await loginThroughPage(page, server, 'upior@mrok.test');
    await page.waitForURL('**/createCharacter');
    await context.close();
  });
});

describe('the stats card', () => {
  test('shows the basic information and the six statistics ("Nie przydzielono" before any)', async () => {
    const page = await loggedInPage('wampir@mrok.test', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${server.baseUrl}/home/statscard`);
    await expect(page.getByRole('heading', { name: 'Informacje podstawowe' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Statystyki' })).toBeVisible();
    await expect(page.getByText('Morwena').first()).toBeVisible();
    // A fresh character: no six zeros, but what they mean and how stats come.
    await expect(page.getByTestId('stats-unassigned')).toContainText('Nie przydzielono');
    await expect(page.getByTestId('stats-unassigned')).toContainText('administratorzy');
    server.cli(['user', 'create', '--email', 'kurator@mrok.test', '--password', PASSWORD, '--role', 'admin']);
    const admin = await api(server, 'POST', '/login', { email: 'kurator@mrok.test', password: PASSWORD });
    const set = await api(server, 'PUT', '/home/stats', { userId: vampire.userId, strength: 5, dexterity: 4, speed: 3, intelligence: 6, willpower: 2, endurance: 7 }, admin.body.token);
    assert.ok(set.status < 300, `stats: ${set.status} ${JSON.stringify(set.body)}`);
    await page.reload();
    const stats = page.getByTestId('stats-numbers');
    for (const label of ['Siła', 'Zręczność', 'Szybkość', 'Inteligencja', 'Siła woli', 'Wytrzymałość']) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
    await page.context().close();
  });

  test("shows the skills and flaws of the character card, on a desktop and a phone", async () => {
    const token = (await api(server, 'POST', '/login', { email: 'wiedzma@mrok.test', password: PASSWORD })).body.token;
    const card = `/home/profile/character-card/${witch.userId}`;
    const skill = await api(server, 'POST', `${card}/skills`, { name: 'Zielarstwo', level: 5, description: 'Zna każde ziele bagien.', hidden: false }, token);
    assert.ok(skill.status < 300, JSON.stringify(skill.body));
    const flaw = await api(server, 'POST', `${card}/flaws`, { name: 'Nieufność', description: 'Nie wierzy nikomu z miasta.', hidden: false }, token);
    assert.ok(flaw.status < 300, JSON.stringify(flaw.body));
    for (const options of [{ viewport: { width: 1400, height: 900 } }, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }]) {
      const page = await loggedInPage('wiedzma@mrok.test', options);
      await page.goto(`${server.baseUrl}/home/statscard`);
      const sheet = page.getByRole('region', { name: 'Szczegółowa karta postaci' });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('list', { name: 'Umiejętności' }).getByText('Zielarstwo')).toBeVisible();
      await expect(sheet.getByRole('img', { name: 'Poziom 5 z 6' })).toBeVisible();
      await expect(sheet.getByText('Zna każde ziele bagien.')).toBeVisible();
      await expect(sheet.getByRole('list', { name: 'Wady' }).getByText('Nieufność')).toBeVisible();
      await page.context().close();
    }
  });
});

describe('the avatar widget', () => {
  test("shows the player's avatar and name and leads to the profile", async () => {
    const page = await loggedInPage('wampir@mrok.test');
    await page.goto(`${server.baseUrl}/home/avatarcomponent`);
    const widget = page.getByTestId('avatar-widget');
    await expect(widget.getByText('Morwena')).toBeVisible();
    // The avatar uploaded on the settings page above.
    assert.match((await widget.locator('img').getAttribute('src')) ?? '', /^\/api\/uploads\//);
    await widget.click();
    await page.waitForURL(`**/home/profile/${vampire.userId}`);
    await page.context().close();
  });
});

test('the players used by the tests exist', () => {
  assert.equal(witch.userRole, 'mieszkaniec');
  assert.ok(vampire.userId);
});
