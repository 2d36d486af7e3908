// The back office with the longest texts the API takes — titles of 200 letters without a space,
// names of 80, a character of 30, a long e-mail address — keeps to the screen on a 360 px phone
// and on a 1280 px desktop: no page scrolls sideways, and every row's buttons (Edytuj, Usuń,
// Archiwizuj, Otwórz w grze…) and every button of the app bar and the page's toolbar stay on
// screen; the same on the pages of an account, a character, a player's reports, an announcement
// and an item of equipment.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './expect.mjs';
import { adminPages, ADMIN_DIST, PASSWORD, api, apiOk, createPlayer, launchBrowser, startServer } from './harness.mjs';

const ADMIN = 'straznik.szerokosci@mrok.test';
/** Unbroken words at the API's limits (titles 200, room, monster and item names 80, a character's name 30). */
const TITLE = 'Ś'.repeat(200);
const TEXT = 'Ż'.repeat(500);
const NAME_80 = 'Ł'.repeat(80);
const NAME_30 = 'Ś'.repeat(30);
const PLAYER = {
  email: 'wedrowiec.z.dalekiej.krainy.mroku.i.cienia@mrok.test',
  character: { user: NAME_30, gender: 'Kobieta', race: 'Wampir' },
};
const PHONE_360 = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

let server;
let browser;
const ids = {};
/** The back office at a screen size, signed in once and reused. */
let backOffice;

before(async () => {
  if (!existsSync(join(ADMIN_DIST, 'index.html'))) throw new Error(`${ADMIN_DIST} is missing: run \`npm run build\` in admin/`);
  server = await startServer();
  browser = await launchBrowser();
  backOffice = adminPages(browser, server, ADMIN);
  server.cli(['user', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin']);
  const admin = (await api(server, 'POST', '/login', { email: ADMIN, password: PASSWORD })).body.token;
  const player = await createPlayer(server, PLAYER.email, PLAYER.character);
  ids.player = player.userId;
  const made = (what, method, path, body, token = admin) => apiOk(server, what, method, path, body, token);
  ids.character = (await made('the character', 'GET', `/users/${player.userId}/characters`, undefined, player.token)).mainCharacter.id;
  const session = await made('the session', 'POST', '/generalSessions', { title: TITLE, users: [] }, player.token);
  await made(
    'the report',
    'POST',
    '/reports',
    { sessionType: 'general', sessionId: session.id, sessionTitle: TITLE, whatHappened: TEXT, worldConsequences: TEXT },
    player.token,
  );
  await made('the room', 'POST', '/admin/tavernRooms', { name: NAME_80, description: TEXT });
  await made('the event', 'POST', '/tavern/events', { title: TITLE, date: '2099-05-01', time: '18:30', description: TEXT });
  await made('the news', 'POST', '/news', { title: TITLE, content: `<p>${TEXT}</p>` });
  ids.announcement = (await made('the announcement', 'POST', '/admin/sendGlobalMessage', { title: TITLE, content: `${TEXT}\n${TEXT}` })).id;
  await made('the reading', 'POST', `/global-notifications/mark-read/${ids.announcement}`, {}, player.token);
  await made('the resident message', 'POST', '/admin/resident-messages', { title: TITLE, content: `<p>${TEXT}</p>` });
  const monster = { name: NAME_80, description: TEXT, level: 1, health: 10, attack: 1, defense: 0, experienceReward: 1 };
  await made('the monster', 'POST', '/admin/arenaMonsters', monster);
  const item = { kind: 'weapon', name: NAME_80, description: TEXT, primaryStat: 'strength', base: 1, perLevel: 1 };
  ids.item = (await made('the item', 'POST', '/admin/equipmentArchetypes', item)).id;
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** How many pixels the page is wider than the screen. */
const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The buttons and links of the app bar and the page that reach past the screen's edge, by their words. */
const offScreen = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('header :is(button, a), #main-content :is(button, a)')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && (box.right > window.innerWidth + 1 || box.left < -1);
      })
      .map((control) => (control.getAttribute('aria-label') || control.innerText || control.className).trim().slice(0, 40)),
  );

/** The row (a table's or a phone list's) showing `text`, and which of `actions` in it are on screen. */
async function rowActions(page, text, actions) {
  const row = page.locator('tr, li').filter({ has: page.getByText(text) }).first();
  const found = {};
  for (const name of actions) {
    const control = row.getByRole('button', { name, exact: true }).or(row.getByRole('link', { name, exact: true })).first();
    const box = (await control.count()) ? await control.boundingBox() : null;
    found[name] = !box ? 'missing' : box.x >= -1 && box.x + box.width <= page.viewportSize().width + 1 ? 'on screen' : `at ${Math.round(box.x + box.width)} px`;
  }
  return found;
}

/** Each list: its path, the text of the long record, and the row's buttons on a phone and on a desktop. */
const LISTS = [
  ['tavernEvents', TITLE, { phone: ['Usuń'], desktop: ['Usuń'] }],
  ['tavernRooms', NAME_80, { phone: ['Usuń'], desktop: ['Edytuj', 'Usuń'] }],
  ['residentMessages', TITLE, { phone: ['Włącz blokadę', 'Usuń'], desktop: ['Włącz blokadę', 'Edytuj', 'Usuń'] }],
  ['sessions', TITLE, { phone: ['Otwórz w grze'], desktop: ['Otwórz w grze'] }],
  ['news', TITLE, { phone: ['Archiwizuj'], desktop: ['Edytuj', 'Archiwizuj'] }],
  ['globalMessages', TITLE, { phone: [], desktop: [] }],
  ['arenaMonsters', NAME_80, { phone: [], desktop: ['Edytuj', 'Usuń'] }],
  ['equipmentArchetypes', NAME_80, { phone: [], desktop: ['Edytuj', 'Usuń'] }],
  ['characters', NAME_30, { phone: [], desktop: ['Zaakceptuj'] }],
  ['reports', NAME_30, { phone: [], desktop: [] }],
  ['users', PLAYER.email, { phone: [], desktop: [] }],
];

/** Each record's own page (once the ids are known): its path and a text on it. */
const SHOWS = () => [
  [`users/${ids.player}/show`, PLAYER.email],
  [`characters/${ids.character}/show`, 'Wampir'],
  [`reports/${ids.player}/show`, `${TITLE} (sesja ogólna)`],
  [`globalMessages/${ids.announcement}/show`, PLAYER.email],
  [`equipmentArchetypes/${ids.item}`, 'Broń'],
];

/**
 * What goes past the edge of a `viewport`-sized screen (`size`: 'phone' or 'desktop') on each of
 * `paths` ([path, a text on it, the buttons of that text's row by size]); nothing is expected.
 */
async function problems(viewport, size, paths) {
  const page = await backOffice(viewport);
  const found = [];
  for (const [path, text, actions = {}] of paths) {
    await page.goto(`${server.baseUrl}/admin/${path}`);
    try {
      await expect(page.getByText(text).first()).toBeVisible();
    } catch {
      found.push(`/admin/${path}: the record is not shown`);
      continue;
    }
    const wider = await overflow(page);
    if (wider > 0) found.push(`/admin/${path} is ${wider}px wider than the screen`);
    const row = await rowActions(page, text, actions[size] ?? []);
    for (const [name, where] of Object.entries(row)) if (where !== 'on screen') found.push(`/admin/${path}: '${name}' ${where}`);
    const off = await offScreen(page);
    if (off.length) found.push(`/admin/${path}: off screen: ${off.join(', ')}`);
  }
  return found;
}

describe('long texts in the back office', () => {
  test('the lists keep to a 360 px phone, their rows’ buttons on screen', async () => {
    assert.deepEqual(await problems(PHONE_360, 'phone', LISTS), []);
  });

  test('the lists keep to a 1280 px desktop, their rows’ buttons on screen', async () => {
    assert.deepEqual(await problems(DESKTOP, 'desktop', LISTS), []);
  });

  test('an account, a character, a player’s reports, an announcement and an item keep to a phone and a desktop', async () => {
    assert.deepEqual([...(await problems(PHONE_360, 'phone', SHOWS())), ...(await problems(DESKTOP, 'desktop', SHOWS()))], []);
  });

  test("on a phone the first Tab shows 'Przejdź do treści' as its arrow, not an empty square, and it leads to the page", async () => {
    const page = await backOffice(PHONE_360);
    await page.goto(`${server.baseUrl}/admin/users`);
    await expect(page.locator('#main-content')).toBeVisible();
    await page.keyboard.press('Tab');
    // It slides down from above the screen when focused.
    await page.waitForFunction(() => document.activeElement.getBoundingClientRect().top >= 0, null, { timeout: 3000 }).catch(() => {});
    const shown = await page.evaluate(() => {
      const button = document.activeElement;
      if (button?.getAttribute('aria-label') !== 'Przejdź do treści') return { focused: button?.outerHTML.slice(0, 120) };
      const icon = button.querySelector('svg')?.getBoundingClientRect();
      const box = button.getBoundingClientRect();
      return { icon: icon ? icon.width * icon.height : 0, top: box.top, right: box.right, width: window.innerWidth };
    });
    assert.ok(shown.icon > 100, `the focused skip button draws its icon (${JSON.stringify(shown)})`);
    assert.ok(shown.top >= 0 && shown.right <= shown.width, `…on the screen (${JSON.stringify(shown)})`);
  });
});
