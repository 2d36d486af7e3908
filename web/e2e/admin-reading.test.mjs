// The back office's rough edges (issue 17): 'Otwórz w grze' takes an admin — who has no
// character — to the session itself, through the player site's login when needed, and the game
// lets them read; the lists fit a laptop and a phone; the approval queue is a filter with its
// count on the dashboard; a character leads to its profile in the game.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expect } from './expect.mjs';
import { adminPage, PASSWORD, PHONE, api, createPlayer, launchBrowser, loginThroughPage, startServer } from './harness.mjs';

const ADMIN = 'straznik@mrok.test';
const OWNER = { email: 'morwena@mrok.test', character: { user: 'Morwena', gender: 'Kobieta', race: 'Wampir' } };
const GUEST = { email: 'ilvar@mrok.test', character: { user: 'Ilvar', gender: 'Mężczyzna', race: 'Człowiek' } };
const TITLE = 'Szept za murem';
const LAPTOP = { width: 1366, height: 768 };

let server;
let browser;
let owner;
let privateId;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  server.cli(['user', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin']);
  owner = await createPlayer(server, OWNER.email, OWNER.character);
  const guest = await createPlayer(server, GUEST.email, GUEST.character);
  // A few more players, so that the queue has several characters waiting.
  for (const name of ['Lirael', 'Kruk', 'Wilczyca']) {
    await createPlayer(server, `${name.toLowerCase()}@mrok.test`, { user: name, gender: 'Kobieta', race: 'Wilkołak' });
  }
  const main = (await api(server, 'GET', `/users/${owner.userId}/characters`, null, owner.token)).body.mainCharacter.id;
  const created = await api(
    server,
    'POST',
    '/privateSessions',
    { title: TITLE, participantIds: [guest.userId], characterType: 'main', characterId: main, message: '<p>Tylko dla nas.</p>' },
    owner.token,
  );
  privateId = created.body.id;
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const backOffice = (viewport) => adminPage(browser, server, ADMIN, { viewport });

const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('an admin in the game', () => {
  test("'Otwórz w grze' opens the session itself, signed in, and the game lets an admin without a character read", async () => {
    const page = await backOffice();
    await page.goto(`${server.baseUrl}/admin/sessions`);
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await expect(row).toBeVisible();
    const [game] = await Promise.all([page.context().waitForEvent('page'), row.getByRole('link', { name: 'Otwórz w grze' }).click()]);
    // One sign-in for both: the game opens the session at once (never character creation).
    await game.waitForURL(`**/home/privateSessions/${privateId}`);
    await expect(game.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(game.getByText('Tylko dla nas.')).toBeVisible();
    await expect(game.getByTestId('session-not-participant')).toBeVisible();
    // It says what such an admin cannot do (write as a character), not that the game is read-only.
    await expect(game.getByTestId('admin-without-character')).toContainText('nie piszesz w sesjach, karczmie, wiadomościach ani komentarzach');

    // Once logged in, the link opens the session at once; '/' is the game, not character creation.
    const [again] = await Promise.all([page.context().waitForEvent('page'), row.getByRole('link', { name: 'Otwórz w grze' }).click()]);
    await again.waitForURL(`**/home/privateSessions/${privateId}`);
    await expect(again.getByRole('heading', { name: TITLE })).toBeVisible();
    await again.goto(`${server.baseUrl}/`);
    await again.waitForURL('**/home');
    await expect(again.getByRole('heading', { name: 'Wieści' })).toBeVisible();
    await page.context().close();
  });

  test('a player without a character is still sent to create one, and a /home link comes back after the login', async () => {
    await createPlayer(server, 'nowy@mrok.test');
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}/home/privateSessions/${privateId}`);
    await page.waitForURL('**/login?next=**');
    await loginThroughPage(page, server, 'nowy@mrok.test');
    await page.waitForURL('**/createCharacter');
    await page.close();
  });
});

describe('the back office lists', () => {
  test('fit a laptop without scrolling sideways, and a phone with one line a record', async () => {
    const admin = await api(server, 'POST', '/login', { email: ADMIN, password: PASSWORD });
    const sent = await api(server, 'POST', '/admin/sendGlobalMessage', { title: 'Mróz nad Mrokiem', content: 'Bramy zamknięte do świtu.' }, admin.body.token);
    assert.equal(sent.status, 201, `the announcement: ${sent.status}`);
    const laptop = await backOffice(LAPTOP);
    for (const path of ['characters', 'users', 'sessions', 'globalMessages']) {
      await laptop.goto(`${server.baseUrl}/admin/${path}`);
      await expect(laptop.getByRole('row').nth(1)).toBeVisible();
      assert.ok((await overflow(laptop)) <= 0, `/admin/${path} is ${await overflow(laptop)}px wider than a 1366 px screen`);
    }
    await laptop.context().close();

    const phone = await backOffice(PHONE);
    for (const [path, text] of [
      ['characters', 'Morwena'],
      ['users', OWNER.email],
      ['sessions', TITLE],
      ['globalMessages', 'Mróz nad Mrokiem'],
    ]) {
      await phone.goto(`${server.baseUrl}/admin/${path}`);
      await expect(phone.getByText(text).first()).toBeVisible();
      assert.equal(await phone.getByRole('table').count(), 0, `/admin/${path} is a simple list on a phone`);
      assert.ok((await overflow(phone)) <= 0, `/admin/${path} is ${await overflow(phone)}px wider than a phone`);
    }
    await phone.context().close();
  });
});

describe('the approval queue', () => {
  test("the dashboard counts the characters waiting, 'Niezaakceptowane' lists them, and each leads to its profile in the game", async () => {
    const page = await backOffice();
    const queue = page.getByTestId('approval-queue');
    await expect(queue).toContainText('Czeka na akceptację: 5');
    await queue.getByRole('link', { name: 'Niezaakceptowane' }).click();
    await page.waitForURL('**/admin/characters?**');
    await expect(page.getByRole('row').filter({ hasText: 'Wilczyca' })).toBeVisible();
    assert.equal(await page.getByRole('row').count(), 6, 'a header and the five waiting');

    const row = page.getByRole('row').filter({ hasText: 'Morwena' });
    await row.getByRole('button', { name: 'Zaakceptuj' }).click();
    await expect(page.getByText('Postać została zaakceptowana!')).toBeVisible();
    await page.goto(`${server.baseUrl}/admin/`);
    await expect(page.getByTestId('approval-queue')).toContainText('Czeka na akceptację: 4');

    // The list remembers its filter; all of them again.
    await page.goto(`${server.baseUrl}/admin/characters?filter=${encodeURIComponent('{}')}`);
    await page.getByRole('row').filter({ hasText: 'Morwena' }).getByText('Morwena', { exact: true }).click();
    await page.waitForURL(/\/admin\/characters\/\d+\/show$/);
    const profile = page.getByRole('link', { name: 'Profil w grze' });
    assert.equal(await profile.getAttribute('href'), `/home/profile/${owner.userId}`);
    assert.equal(await profile.getAttribute('target'), '_blank');
    await page.context().close();
  });
});
