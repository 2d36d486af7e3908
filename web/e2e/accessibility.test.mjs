// Accessibility (issue 17): axe-core finds nothing serious or critical on any screen a newcomer,
// a player or an admin reaches — public pages, every /home page with something on it, the
// dialogs with an editor, the back office's main lists — on a desktop and on a phone; the
// keyboard meets a skip link first and always sees where it is; screen readers hear Polish.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expect } from './expect.mjs';
import { adminPage, PASSWORD, PHONE, api, axeFindings, createPlayer, launchBrowser, loginThroughPage, startServer } from './harness.mjs';

const DESKTOP = { width: 1400, height: 900 };
const ADMIN = 'straznik@mrok.test';
const PLAYER = { email: 'morwena@mrok.test', character: { user: 'Morwena', gender: 'Kobieta', race: 'Wampir' } };
const OTHER = { email: 'ilvar@mrok.test', character: { user: 'Ilvar', gender: 'Mężczyzna', race: 'Człowiek' } };

let server;
let browser;
let player;
let other;
let sessionId;
let privateId;
let conversationId;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  server.cli(['user', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin']);
  player = await createPlayer(server, PLAYER.email, PLAYER.character);
  other = await createPlayer(server, OTHER.email, OTHER.character);
  const admin = (await api(server, 'POST', '/login', { email: ADMIN, password: PASSWORD })).body;
  await api(server, 'POST', '/news', { title: 'Noc długich cieni', content: '<p>Miasto *szepcze*.</p><img src="/favicon.svg" width="200">' }, admin.token);
  await api(server, 'POST', '/secondary-characters', { userId: player.userId, name: 'Cień Nocy', race: 'Człowiek', gender: 'Mężczyzna', magic: 'Nie' }, player.token);
  await api(server, 'POST', `/home/profile/character-card/${player.userId}/skills`, { name: 'Skradanie', level: 4, description: 'Cicho jak kot.', hidden: false }, player.token);
  const main = (await api(server, 'GET', `/users/${player.userId}/characters`, null, player.token)).body.mainCharacter.id;
  const general = await api(
    server,
    'POST',
    '/generalSessions',
    { title: 'Krew na śniegu', users: [other.userId], characterType: 'main', characterId: main, message: '<p>Noc *zapadła*.</p>' },
    player.token,
  );
  sessionId = general.body.id;
  // More than a page of messages, so the session view has its pagination.
  for (let i = 1; i <= 21; i++) await api(server, 'POST', `/generalSessions/${sessionId}/messages`, { message: `<p>Wiadomość ${i}.</p>`, isNarrator: false }, player.token);
  const secret = await api(
    server,
    'POST',
    '/privateSessions',
    { title: 'Szept', participantIds: [other.userId], characterType: 'main', characterId: main, message: '<p>Cicho.</p>' },
    player.token,
  );
  privateId = secret.body.id;
  const conversation = await api(server, 'POST', '/conversations', { receiver_id: other.userId, subject: 'Spotkanie', content: '<p>O północy.</p>' }, player.token);
  conversationId = conversation.body.conversationId;
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page whose context lets axe be injected (the site's CSP allows no inline script). */
async function newPage(viewport) {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  return context.newPage();
}

/** Waits until the page has settled: no requests for a moment, fonts in, animations over. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

async function assertClean(page, where) {
  await settle(page);
  const findings = await axeFindings(page);
  assert.deepEqual(findings, [], `${where}: ${JSON.stringify(findings, null, 2)}`);
}

const playerScreens = () => [
  ['/home', 'Wieści'],
  [`/home/profile/${player.userId}`, null],
  [`/home/profile/${other.userId}`, null],
  ['/home/statscard', 'Karta postaci'],
  ['/home/generalSessions', null],
  ['/home/generalSessions/new', null],
  ['/home/generalSessions/archive', null],
  [`/home/generalSessions/${sessionId}`, null],
  ['/home/privateSessions', null],
  [`/home/privateSessions/${privateId}`, null],
  ['/home/messages', null],
  ['/home/messages/new', null],
  [`/home/messages/${conversationId}`, null],
  ['/home/tavern', null],
  ['/home/players', null],
  ['/home/settings', null],
  ['/home/rules', 'Regulamin'],
  ['/home/avatarcomponent', null],
  ['/home/bestiary', null],
  ['/home/equipment', null],
  ['/home/arena', null],
  ['/home/settings/reports', null],
];

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]) {
  describe(`axe on ${size}`, () => {
    test('public screens', async () => {
      const page = await newPage(viewport);
      for (const path of ['/login', '/resetpassword', '/regulamin', '/activate/nieznany', '/newpassword/nieznany']) {
        await page.goto(`${server.baseUrl}${path}`);
        await assertClean(page, path);
      }
      await page.goto(`${server.baseUrl}/register`);
      await expect(page.getByRole('dialog', { name: 'Ważna Informacja' })).toBeVisible();
      await assertClean(page, '/register with its dialog');
      await page.keyboard.press('Escape');
      await assertClean(page, '/register');
      await page.context().close();
    });

    test('character creation', async () => {
      const email = `nowy-${size}@mrok.test`;
      await createPlayer(server, email);
      const page = await newPage(viewport);
      await loginThroughPage(page, server, email);
      await page.waitForURL('**/createCharacter');
      await assertClean(page, '/createCharacter');
      await page.context().close();
    });

    test('every player screen', async () => {
      const page = await newPage(viewport);
      await loginThroughPage(page, server, PLAYER.email);
      await page.waitForURL('**/home');
      for (const [path] of playerScreens()) {
        await page.goto(`${server.baseUrl}${path}`);
        await assertClean(page, path);
      }
      await page.context().close();
    });

    test('the dialogs with an editor, and the image dialog', async () => {
      const page = await newPage(viewport);
      await loginThroughPage(page, server, PLAYER.email);
      await page.waitForURL('**/home');
      await page.goto(`${server.baseUrl}/home/profile/${player.userId}`);
      await page.getByRole('button', { name: 'Edytuj opis' }).click();
      const dialog = page.getByRole('dialog', { name: /Edycja opisu/ });
      await expect(dialog.getByRole('textbox', { name: 'Opis postaci' })).toBeVisible({ timeout: 15_000 });
      await assertClean(page, 'the description editor');
      await dialog.locator('input[type="file"]').setInputFiles({ name: 'brama.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64') });
      await expect(page.getByRole('dialog', { name: 'Konfiguracja obrazka' })).toBeVisible();
      await assertClean(page, 'the image dialog');
      await page.goto(`${server.baseUrl}/home/tavern`);
      await page.getByRole('button', { name: 'Wejdź do karczmy' }).click();
      await expect(page.getByRole('dialog').getByRole('button', { name: /Morwena/ })).toBeVisible();
      await assertClean(page, 'the tavern entry dialog');
      await page.context().close();
    });
  });
}

describe('the keyboard', () => {
  test('meets the skip link first and lands in the content with it', async () => {
    const page = await newPage(DESKTOP);
    await loginThroughPage(page, server, PLAYER.email);
    await page.waitForURL('**/home');
    // A page as it opens (a link followed, a reload): the keyboard starts at its top.
    await page.reload();
    await settle(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Przejdź do treści' });
    await expect(skip).toBeVisible();
    assert.equal(await skip.evaluate((link) => link === document.activeElement), true, 'the skip link comes first');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'tresc', 'the content has the focus');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))), true, 'the next stop is in the content');
    await page.context().close();
  });

  test('always shows where it is: a gold ring on links, buttons, tabs and list rows', async () => {
    const page = await newPage(DESKTOP);
    await loginThroughPage(page, server, PLAYER.email);
    await page.waitForURL('**/home');
    await page.goto(`${server.baseUrl}/home/profile/${player.userId}`);
    await settle(page);
    const seen = new Set();
    for (let i = 0; i < 45; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        // Text fields show their focus on their own border instead.
        const field = element.matches('input, textarea, [contenteditable="true"], [role="slider"]');
        return { what: `${element.tagName.toLowerCase()} ${element.getAttribute('role') ?? ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`, ring, field };
      });
      if (!focus || focus.field) continue;
      assert.ok(focus.ring, `no visible focus on ${focus.what}`);
      seen.add(focus.what);
    }
    assert.ok(seen.size > 20, `only ${seen.size} stops checked`);
    await page.context().close();
  });
});

describe('Polish for screen readers', () => {
  test('the pagination and the notices speak Polish', async () => {
    const page = await newPage(DESKTOP);
    await loginThroughPage(page, server, PLAYER.email);
    await page.waitForURL('**/home');
    await page.goto(`${server.baseUrl}/home/generalSessions/${sessionId}`);
    const pages = page.getByRole('navigation', { name: 'Strony wiadomości', exact: true });
    await expect(pages).toBeVisible({ timeout: 10_000 });
    await expect(pages.getByRole('button', { name: 'Przejdź do 1. strony' })).toBeVisible();
    assert.equal(await page.getByRole('button', { name: /Go to|page/i }).count(), 0, 'no English labels');
    await page.goto(`${server.baseUrl}/home/profile/${player.userId}`);
    await page.getByRole('button', { name: 'Ustaw status' }).click();
    await page.getByRole('textbox', { name: 'Status' }).fill('Na łowach');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Status został zaktualizowany!')).toBeVisible();
    await expect(page.getByTestId('profile-notice').getByRole('button', { name: 'Zamknij' })).toBeVisible();
    await page.context().close();
  });
});

describe('the back office', () => {
  test('its main pages have nothing serious or critical', async () => {
    const page = await adminPage(browser, server, ADMIN, { viewport: DESKTOP, bypassCSP: true });
    await assertClean(page, 'the dashboard');
    for (const path of ['users', 'characters', 'sessions', 'news', 'globalMessages', 'panel', 'reports', 'arenaMonsters', 'equipmentArchetypes']) {
      await page.goto(`${server.baseUrl}/admin/${path}`);
      await assertClean(page, `/admin/${path}`);
    }
    await page.context().close();
  });
});
