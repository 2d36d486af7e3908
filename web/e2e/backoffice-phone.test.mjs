// The back office on a 360 × 740 phone: a list starts right under the app bar (the 'Dodaj…' that
// react-admin floats over the page there leaves no empty toolbar strip behind; lists with filters
// keep them, working), the floating button leaves the last row's buttons clear once the list is
// scrolled to its end, and a form's fixed save bar never hides its last field: scrolled to the
// end, and when Tab moves to a field. On a 1280 px desktop the top toolbar with 'Dodaj…' stays.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eventually, expect } from './expect.mjs';
import { adminPages, ADMIN_DIST, PASSWORD, api, apiOk, createPlayer, launchBrowser, startServer } from './harness.mjs';

const ADMIN = 'straznik.telefonu@mrok.test';
const PHONE_360 = { width: 360, height: 740 };
const TABLET = { width: 768, height: 1024 };
const DESKTOP = { width: 1280, height: 800 };
/** Long enough for a form's text field to take more than a screen. */
const LONG = 'opis '.repeat(190).trim();
const PLAYERS = [
  { email: 'wedrowiec.telefonu@mrok.test', character: { user: 'Wędrowiec', gender: 'Kobieta', race: 'Wampir' } },
  { email: 'kowal.telefonu@mrok.test', character: { user: 'Kowal', gender: 'Mężczyzna', race: 'Człowiek' } },
];

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
  const made = (what, method, path, body) => apiOk(server, what, method, path, body, admin);
  for (const { email, character } of PLAYERS) await createPlayer(server, email, character);
  // Lists longer than the screen: 30 news (a page of 25, each with its 'Archiwizuj'), 10 resident
  // messages (each with its two buttons), 10 monsters; a few of everything else.
  for (let n = 1; n <= 30; n++) ids.news = (await made('a news item', 'POST', '/news', { title: `Wieść ${n}`, content: `<p>${LONG}</p>` })).id;
  for (let n = 1; n <= 10; n++) await made('a resident message', 'POST', '/admin/resident-messages', { title: `Komunikat ${n}`, content: `<p>Treść ${n}</p>` });
  for (let n = 1; n <= 10; n++) {
    const monster = { name: `Potwór ${n}`, description: LONG, level: n, health: 10, attack: 1, defense: 0, experienceReward: 1 };
    ids.monster = (await made('a monster', 'POST', '/admin/arenaMonsters', monster)).id;
  }
  for (let n = 1; n <= 3; n++) {
    const item = { kind: 'weapon', name: `Miecz ${n}`, description: LONG, primaryStat: 'strength', base: 1, perLevel: 1 };
    ids.item = (await made('an item', 'POST', '/admin/equipmentArchetypes', item)).id;
    await made('an event', 'POST', '/tavern/events', { title: `Wydarzenie ${n}`, date: '2099-05-01', time: '18:30', description: 'Przy kominku.' });
    await made('a room', 'POST', '/admin/tavernRooms', { name: `Pokój ${n}`, description: 'Ciepły.' });
    await made('an announcement', 'POST', '/admin/sendGlobalMessage', { title: `Ogłoszenie ${n}`, content: 'Treść.' });
  }
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The lists with a 'Dodaj…' button, with its words and a record each shows. */
const CREATABLE = [
  ['news', 'Dodaj Wieść', 'Wieść 30'],
  ['tavernEvents', 'Dodaj wydarzenie', 'Wydarzenie 1'],
  ['tavernRooms', 'Dodaj pokój', 'Pokój 1'],
  ['arenaMonsters', 'Dodaj potwora', 'Potwór 1'],
  ['equipmentArchetypes', 'Dodaj przedmiot', 'Miecz 1'],
  ['residentMessages', 'Dodaj komunikat', 'Komunikat 1'],
  ['globalMessages', 'Wyślij ogłoszenie', 'Ogłoszenie 1'],
];

/** `path` at the top, once `text` shows. */
async function openList(page, path, text) {
  await page.goto(`${server.baseUrl}/admin/${path}`);
  await expect(page.locator('#main-content').getByText(text)).toBeVisible();
}

/** How far (px) below the app bar the first row of the list (or `first`, a selector) starts. */
const startBelowBar = (page, first = '.RaList-content :is(li, tbody tr)') =>
  page.evaluate((first) => {
    const bar = document.querySelector('header').getBoundingClientRect().bottom;
    return Math.round(document.querySelector(first).getBoundingClientRect().top - bar);
  }, first);

/** At most this much between the app bar and the list: the page's margin, no toolbar strip (56 px on a phone). */
const NO_STRIP = 24;

const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('the back office on a phone', () => {
  test("a list with a floating 'Dodaj…' starts right under the app bar, with no empty toolbar strip (phone and tablet)", async () => {
    const found = [];
    for (const viewport of [PHONE_360, TABLET]) {
      const page = await backOffice(viewport);
      for (const [path, label, text] of CREATABLE) {
        await openList(page, path, text);
        const add = page.getByRole('link', { name: label, exact: true });
        if (!(await add.isVisible())) found.push(`${viewport.width} px /admin/${path}: no visible '${label}'`);
        const gap = await startBelowBar(page);
        if (gap > NO_STRIP) found.push(`${viewport.width} px /admin/${path}: the list starts ${gap} px below the app bar`);
      }
    }
    assert.deepEqual(found, []);
  });

  test('the accounts and characters keep their filters at the top, and they filter', async () => {
    const page = await backOffice(PHONE_360);
    await openList(page, 'users', PLAYERS[0].email);
    const search = page.getByPlaceholder('Szukaj');
    assert.ok((await startBelowBar(page, '.RaList-actions input')) <= NO_STRIP + 16, 'the search field sits right under the app bar');
    await search.fill('kowal');
    await expect(page.getByText(PLAYERS[0].email, { exact: true })).toBeHidden();
    await expect(page.getByText(PLAYERS[1].email, { exact: true })).toBeVisible();

    // A character's line: its name (with its approval beside it), then its kind, race and owner.
    await openList(page, 'characters', PLAYERS[0].email);
    assert.ok((await startBelowBar(page, '.RaList-actions input')) <= NO_STRIP + 16, 'the search field sits right under the app bar');
    await expect(page.getByRole('combobox', { name: 'Akceptacja' })).toBeVisible();
    await page.getByPlaceholder('Szukaj').fill('Kowal');
    await expect(page.getByText(PLAYERS[0].email)).toBeHidden();
    await expect(page.getByText(PLAYERS[1].email)).toBeVisible();
  });

  test("scrolled to a list's end, the floating 'Dodaj…' covers none of the last row and its buttons, nor the page's arrows", async () => {
    const page = await backOffice(PHONE_360);
    const found = [];
    for (const [path, label, text] of CREATABLE) {
      await openList(page, path, text);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // The app bar slides away while scrolling; wait for the page to settle.
      await page.waitForTimeout(300);
      const covered = await page.evaluate((label) => {
        const fab = document.querySelector(`a[aria-label="${label}"]`).getBoundingClientRect();
        const rows = document.querySelectorAll('.RaList-content li');
        const last = rows[rows.length - 1];
        const hit = (element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && fab.left < box.right && box.left < fab.right && fab.top < box.bottom && box.top < fab.bottom;
        };
        return [last, ...last.querySelectorAll('button, a'), ...document.querySelectorAll('.MuiTablePagination-root button')]
          .filter(hit)
          .map((element) => (element.getAttribute('aria-label') || element.innerText || element.tagName).trim().slice(0, 40));
      }, label);
      if (covered.length) found.push(`/admin/${path}: the floating '${label}' covers ${covered.join(', ')}`);
    }
    assert.deepEqual(found, []);
  });

  test('a form scrolled to its end shows its last field whole above the fixed save bar', async () => {
    const page = await backOffice(PHONE_360);
    const found = [];
    for (const path of [
      'news/create',
      `news/${ids.news}`,
      'tavernEvents/create',
      'arenaMonsters/create',
      `arenaMonsters/${ids.monster}`,
      'equipmentArchetypes/create',
      `equipmentArchetypes/${ids.item}`,
    ]) {
      await page.goto(`${server.baseUrl}/admin/${path}`);
      await expect(page.locator('.RaToolbar-mobileToolbar')).toBeVisible();
      await expect(page.locator('form .ra-input').first()).toBeVisible();
      await page.waitForTimeout(300);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
      const { bar, last, field } = await page.evaluate(() => {
        const fields = document.querySelectorAll('form .ra-input');
        const lastField = fields[fields.length - 1];
        return {
          bar: document.querySelector('.RaToolbar-mobileToolbar').getBoundingClientRect().top,
          last: lastField.getBoundingClientRect().bottom,
          field: lastField.dataset.source || lastField.className.match(/ra-input-(\S+)/)?.[1],
        };
      });
      // Whole, and not flush with the bar: the form's own 16 px of margin between them.
      if (last > bar - 16) found.push(`/admin/${path}: '${field}' ends at ${Math.round(last)} px, the save bar starts at ${Math.round(bar)} px`);
    }
    assert.deepEqual(found, []);
  });

  test('Tab through a form leaves each field whole above the fixed save bar', async () => {
    const page = await backOffice(PHONE_360);
    const found = [];
    for (const [path, first, count] of [
      [`arenaMonsters/${ids.monster}`, 'name', 6],
      ['arenaMonsters/create', 'name', 6],
      [`equipmentArchetypes/${ids.item}`, 'name', 4],
      [`news/${ids.news}`, 'title', 1],
    ]) {
      await page.goto(`${server.baseUrl}/admin/${path}`);
      await expect(page.locator('.RaToolbar-mobileToolbar')).toBeVisible();
      await page.locator(`input[name="${first}"]`).focus();
      for (let step = 0; step < count; step++) {
        await page.keyboard.press('Tab');
        // Scrolling to the focused field may be smooth: wait for it to stop.
        let last;
        await eventually(
          async () => {
            const now = await page.evaluate(() => window.scrollY);
            const still = now === last;
            last = now;
            return still;
          },
          () => 'the page stops scrolling',
        ).catch(() => {});
        const where = await page.evaluate(() => {
          const focused = document.activeElement;
          const field = focused.closest('.ra-input');
          if (!field) return null;
          return {
            name: focused.name || field.className.match(/ra-input-(\S+)/)?.[1],
            top: field.getBoundingClientRect().top,
            bottom: field.getBoundingClientRect().bottom,
            bar: document.querySelector('.RaToolbar-mobileToolbar').getBoundingClientRect().top,
          };
        });
        // A field taller than the screen (a long description) cannot be whole: its top is then shown.
        if (where && where.bottom - where.top < PHONE_360.height / 2 && where.bottom > where.bar) {
          found.push(`/admin/${path}: focused '${where.name}' ends at ${Math.round(where.bottom)} px, under the save bar at ${Math.round(where.bar)} px`);
        }
      }
    }
    assert.deepEqual(found, []);
  });
});

describe('the back office on a desktop', () => {
  test("the lists keep their top toolbar with 'Dodaj…' above the table, and no floating button", async () => {
    const page = await backOffice(DESKTOP);
    const found = [];
    for (const [path, label, text] of CREATABLE) {
      await openList(page, path, text);
      const add = page.getByRole('link', { name: label, exact: true });
      await expect(add).toBeVisible();
      const shown = await page.evaluate((label) => {
        const add = document.querySelector(`a[aria-label="${label}"], .RaList-actions a[href$="/create"]`);
        const toolbar = add.closest('.MuiToolbar-root').getBoundingClientRect();
        const first = document.querySelector('.RaList-content tbody tr').getBoundingClientRect();
        return {
          words: add.innerText.trim(),
          floating: !!document.querySelector('.RaCreateButton-floating'),
          toolbar: Math.round(toolbar.height),
          below: first.top >= toolbar.bottom,
        };
      }, label);
      if (shown.words.toLowerCase() !== label.toLowerCase()) found.push(`/admin/${path}: the button reads '${shown.words}'`);
      if (shown.floating) found.push(`/admin/${path}: a floating button`);
      if (shown.toolbar < 36) found.push(`/admin/${path}: the toolbar is ${shown.toolbar} px high`);
      if (!shown.below) found.push(`/admin/${path}: the table does not start below the toolbar`);
    }
    assert.deepEqual(found, []);
  });

  test('a form keeps its save bar in the page, after the last field', async () => {
    const page = await backOffice(DESKTOP);
    await page.goto(`${server.baseUrl}/admin/arenaMonsters/${ids.monster}`);
    await expect(page.getByRole('toolbar')).toBeVisible();
    const where = await page.evaluate(() => {
      const bar = document.querySelector('form [role="toolbar"]');
      const fields = document.querySelectorAll('form .ra-input');
      return {
        fixed: getComputedStyle(bar).position === 'fixed',
        after: bar.getBoundingClientRect().top >= fields[fields.length - 1].getBoundingClientRect().bottom,
      };
    });
    assert.deepEqual(where, { fixed: false, after: true });
  });
});
