// Long texts on the player site: every text as long as the API takes it, written as one unbroken
// word ('Ś' × n), and character names of the full 30 letters. On a 360-px phone and on a desktop
// no screen is wider than the window, and the controls stay in it: the announcement popup, the
// tavern (its entry dialog, a room with a long description, a guest with a long name, their
// message and the guests' drawer), a session's view with its composer, the sessions list, the new
// session and new message forms with a chosen player, a news card, the bestiary
// (category, card, an entry inline and in the modal, the search), the stats card's skills and
// flaws, the players list, the profile's tabs and the phone's bottom navigation. Each test lists
// every problem it finds before it fails, so one run shows them all.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expect } from './expect.mjs';
import { PASSWORD, api, apiOk, createPlayer, launchBrowser, playerPage, startServer } from './harness.mjs';

const word = (n, letter = 'Ś') => letter.repeat(n);
/** Character names of the most letters the server takes (3–30), each of one unbroken word. */
const NAME = word(30, 'W');
const OTHER_NAME = word(30, 'Ż');
const SECONDARY_NAME = word(30, 'M');
const LONG = { email: 'dlugi@mrok.test', character: { user: NAME, gender: 'Kobieta', race: 'Wampir' } };
const OTHER = { email: 'drugi@mrok.test', character: { user: OTHER_NAME, gender: 'Mężczyzna', race: 'Człowiek' } };
const ADMIN = { email: 'archiwista@mrok.test', character: { user: 'Archiwista', gender: 'Kobieta', race: 'Człowiek' } };

const PHONE_360 = { width: 360, height: 740 };
/** Tall enough (≥ 800 px) for a lore entry to open in its modal. */
const PHONE_TALL = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

// The API's longest texts (core/src/**/models.rs).
const ANNOUNCEMENT = { title: word(200), content: word(5000) };
const ROOM = { name: `Komnata${word(73)}`, description: word(500) };
const SESSION_TITLE = word(200);
const NEWS_TITLE = word(200);
const CATEGORY_TITLE = `Kategoria${word(191)}`;
const BEAST_TITLE = `Zmora${word(195)}`;
const CARD_NAME = word(100);

let server;
let browser;
let long;
let other;
let adminToken;
let sessionId;
let roomId;
let categoryId;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  long = await createPlayer(server, LONG.email, LONG.character);
  other = await createPlayer(server, OTHER.email, OTHER.character);
  server.cli(['user', 'create', '--email', ADMIN.email, '--password', PASSWORD, '--role', 'admin']);
  adminToken = (await api(server, 'POST', '/login', { email: ADMIN.email, password: PASSWORD })).body.token;
  const created = await api(server, 'POST', '/createCharacter', ADMIN.character, adminToken);
  assert.ok(created.status < 300, `admin's character: ${created.status}`);
  adminToken = (await api(server, 'POST', '/login', { email: ADMIN.email, password: PASSWORD })).body.token;

  const seed = (what, method, path, body, token) => apiOk(server, what, method, path, body, token);
  const secondary = await seed('secondary character', 'POST', '/secondary-characters',
    { userId: other.userId, name: SECONDARY_NAME, race: 'Człowiek', gender: 'Mężczyzna', magic: 'Nie' }, other.token);

  // The tavern: a room of the longest name and description; the other player is in it as the
  // secondary character (so the message shows the account's name beside it) and has written.
  roomId = (await seed('room', 'POST', '/admin/tavernRooms', ROOM, adminToken)).id;
  await seed('other enters the tavern', 'POST', '/tavern/enter', { characterType: 'secondary', characterId: secondary.character.id }, other.token);
  await seed('other enters the room', 'POST', `/tavern/rooms/${roomId}/enter`, {}, other.token);
  await seed('tavern message', 'POST', '/tavern/messages', { message: `<p>${word(3000)}</p>`, roomId }, other.token);

  // A private session of the longest title, a message by each, the other's as the secondary character.
  sessionId = (await seed('session', 'POST', '/privateSessions',
    { title: SESSION_TITLE, participantIds: [other.userId], characterType: 'main', message: `<p>${word(3000)}</p>` }, long.token)).id;
  await seed('other’s message', 'POST', `/privateSessions/${sessionId}/messages`,
    { message: `<p>${word(300)}</p>`, characterType: 'secondary', characterId: secondary.character.id }, other.token);

  await seed('news', 'POST', '/news', { title: NEWS_TITLE, content: `<p>${word(3000)}</p>` }, adminToken);

  const category = await seed('category', 'POST', '/bestiary/categories', { title: CATEGORY_TITLE, description: `<p>${word(2000)}</p>` }, adminToken);
  categoryId = category.id;
  await seed('beast', 'POST', '/bestiary', { title: BEAST_TITLE, description: `<p>${word(3000)}</p>`, category_id: category.id }, adminToken);

  await seed('skill', 'POST', `/home/profile/character-card/${long.userId}/skills`, { name: CARD_NAME, level: 3, description: word(2000) }, long.token);
  await seed('flaw', 'POST', `/home/profile/character-card/${long.userId}/flaws`, { name: CARD_NAME, description: word(2000) }, long.token);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** What a screen got wrong, gathered so that one run names every problem. */
function problems() {
  const found = [];
  return {
    found,
    /** The page is no wider than its window. */
    async page(page, what) {
      const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (extra > 0) found.push(`${what}: the page is ${extra} px wider than the window`);
    },
    /** `locator`'s first element lies within the window's width. */
    async inside(page, locator, what) {
      const width = page.viewportSize().width;
      const box = await locator.first().boundingBox();
      if (!box) found.push(`${what}: not shown`);
      else if (box.x < -0.5 || box.x + box.width > width + 0.5) {
        found.push(`${what}: at x ${Math.round(box.x)}–${Math.round(box.x + box.width)}, outside the ${width}-px window`);
      }
    },
    /** Nothing of `locator`'s elements sticks out of them sideways (or is cut, for an overflow:hidden one). */
    async fits(locator, what) {
      const wider = await locator.evaluateAll((elements) => elements.map((e) => e.scrollWidth - e.clientWidth).filter((d) => d > 1));
      if (wider.length > 0) found.push(`${what}: ${wider.length} element(s) wider than their box by ${wider.join(', ')} px`);
    },
    check(what) {
      assert.deepEqual(found, [], `${what}:\n${found.join('\n')}`);
    },
  };
}

const home = (page, path = '') => page.goto(`${server.baseUrl}/home${path}`);

describe('long texts keep to the window', () => {
  test('the announcement popup', async () => {
    await api(server, 'POST', '/admin/sendGlobalMessage', ANNOUNCEMENT, adminToken);
    const found = problems();
    for (const viewport of [PHONE_360, DESKTOP]) {
      const page = await playerPage(browser, server, LONG.email, { viewport });
      const popup = page.getByTestId('global-announcement');
      await expect(popup.getByRole('button', { name: 'Zamknij', exact: true })).toBeVisible({ timeout: 10_000 });
      const at = `the popup at ${viewport.width} px`;
      await found.page(page, at);
      await found.fits(popup.locator('.MuiDialog-paper, .MuiDialogContent-root, .MuiDialogTitle-root'), `${at}, its paper, title or text`);
      await found.inside(page, popup.getByRole('button', { name: 'Zamknij', exact: true }), `${at}, 'Zamknij'`);
      await page.context().close();
    }
    const unread = await api(server, 'GET', '/global-notifications/unread', undefined, long.token);
    for (const message of unread.body.messages) await api(server, 'POST', `/global-notifications/mark-read/${message.id}`, {}, long.token);
    found.check('the announcement popup');
  });

  test('the tavern: the entry dialog, a room with a long description, a long-named guest and message', async () => {
    const found = problems();
    for (const viewport of [PHONE_360, DESKTOP]) {
      const page = await playerPage(browser, server, LONG.email, { viewport });
      const at = (what) => `the tavern at ${viewport.width} px, ${what}`;
      await home(page, '/tavern');
      await page.getByRole('button', { name: 'Wejdź do karczmy' }).click();
      const dialog = page.getByRole('dialog');
      const main = dialog.getByRole('button', { name: `${NAME} (postać główna)` });
      await expect(main).toBeVisible();
      await found.page(page, at('the characters'));
      await found.fits(dialog.locator('.MuiDialog-paper, .MuiDialogContent-root'), at('the dialog with the characters'));
      await main.click();
      const room = dialog.getByRole('button', { name: /^Komnata/ });
      await expect(room).toBeVisible();
      await room.click();
      const confirm = dialog.getByRole('button', { name: `${NAME} -> ${ROOM.name}` });
      await expect(confirm).toBeEnabled();
      await found.page(page, at('the rooms'));
      await found.fits(dialog.locator('.MuiDialog-paper, .MuiDialogContent-root'), at('the dialog with the rooms'));
      await found.inside(page, confirm, at('the confirm button'));
      await confirm.click();

      await expect(page.getByRole('heading', { name: ROOM.name, level: 1 })).toBeVisible();
      const message = page.getByTestId('tavern-message').first();
      await expect(message).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: 'Wyślij', exact: true })).toBeVisible({ timeout: 15_000 });
      await found.page(page, at('the room'));
      await found.fits(page.locator('main header, main header *'), at('the room’s header'));
      await found.fits(message.locator('*'), at('the message'));
      await found.inside(page, page.getByRole('button', { name: 'Wyjdź z karczmy' }), at("'Wyjdź z karczmy'"));
      await found.inside(page, page.getByRole('button', { name: 'Wyślij', exact: true }), at("'Wyślij'"));
      await found.inside(page, page.getByRole('button', { name: /^Postać:/ }), at("'Postać:'"));

      // The guests: in the sidebar on a desktop, in the drawer behind the top bar's button on a phone.
      if (viewport === PHONE_360) await page.getByRole('button', { name: 'Pokaż gości karczmy' }).click();
      const guests = page.getByTestId('tavern-participants');
      await expect(guests.getByText(SECONDARY_NAME)).toBeVisible({ timeout: 10_000 });
      await found.fits(guests.locator('*'), at('the guests'));
      // Out again, so the next window enters through the dialog too.
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Wyjdź z karczmy' }).click();
      await expect(page.getByTestId('tavern-outside')).toBeVisible();
      await page.context().close();
    }
    found.check('the tavern');
  });

  test("a session with a long title and 30-letter names, and its composer", async () => {
    const found = problems();
    for (const viewport of [PHONE_360, DESKTOP]) {
      const page = await playerPage(browser, server, LONG.email, { viewport });
      const at = (what) => `the session at ${viewport.width} px, ${what}`;
      await home(page, `/privateSessions/${sessionId}`);
      await expect(page.getByRole('article', { name: `Wiadomość: ${SECONDARY_NAME}` })).toBeVisible();
      const send = page.getByRole('button', { name: 'Wyślij', exact: true });
      await expect(send).toBeVisible({ timeout: 15_000 });
      await found.page(page, at('the view'));
      // The participants' chips cut a long name with '…' (their label's own style) but keep to the line.
      await found.fits(page.locator('main header, main header *:not(.MuiChip-label)'), at('the header'));
      await found.inside(page, page.getByRole('list', { name: 'Uczestnicy' }).getByRole('link'), at("the participant's chip"));
      await found.fits(page.getByTestId('session-message').locator('*'), at('the messages'));
      await found.inside(page, send, at("'Wyślij'"));
      await found.inside(page, page.getByRole('button', { name: /^Postać:/ }), at("'Postać:'"));
      await found.inside(page, page.getByRole('button', { name: 'Pobierz' }), at("'Pobierz'"));
      if (viewport === PHONE_360) await page.getByRole('button', { name: 'Pokaż uczestników sesji' }).click();
      const participants = page.getByTestId('session-participants');
      await expect(participants.getByText(new RegExp(OTHER_NAME)).first()).toBeVisible({ timeout: 10_000 });
      await found.fits(participants.locator('*'), at('the participants'));
      await page.context().close();
    }
    found.check('the session');
  });

  test('the sessions list, the new session and new message forms with 30-letter names', async () => {
    const found = problems();
    for (const viewport of [PHONE_360, DESKTOP]) {
      const page = await playerPage(browser, server, LONG.email, { viewport });
      const at = (what) => `at ${viewport.width} px, ${what}`;
      await home(page, '/privateSessions');
      await expect(page.getByRole('article', { name: SESSION_TITLE })).toBeVisible();
      await found.page(page, at('the sessions list'));

      await home(page, '/generalSessions/new');
      await expect(page.getByRole('radio', { name: `${NAME} (postać główna)` })).toBeVisible();
      await page.getByRole('combobox', { name: 'ID użytkownika' }).fill(String(other.userId));
      await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
      const added = page.getByRole('list', { name: 'Dodani uczestnicy' });
      await expect(added.getByText(new RegExp(OTHER_NAME))).toBeVisible();
      await found.page(page, at('the new session form'));
      await found.inside(page, added.locator('.MuiChip-deleteIcon'), at("the participant's remove button"));
      if (viewport === DESKTOP) {
        // Where the toolbar wraps, buttons that belong together move as one: the image ones too.
        const rowOf = async (name) => Math.round((await page.getByRole('button', { name }).boundingBox()).y);
        assert.equal(await rowOf('Obrazek do prawej'), await rowOf('Obrazek z adresu'), at('the image buttons share a row'));
      }

      await home(page, `/messages/new?userId=${other.userId}`);
      const recipients = page.getByRole('list', { name: 'Wybrani odbiorcy' });
      await expect(recipients.getByText(new RegExp(OTHER_NAME))).toBeVisible();
      await found.page(page, at('the new message form'));
      await found.inside(page, recipients.locator('.MuiChip-deleteIcon'), at("the recipient's remove button"));
      await page.context().close();
    }
    found.check('the sessions list and the forms');
  });

  test('a news card with a long title', async () => {
    const found = problems();
    for (const viewport of [PHONE_360, DESKTOP]) {
      const page = await playerPage(browser, server, LONG.email, { viewport });
      const at = (what) => `the news at ${viewport.width} px, ${what}`;
      const card = page.getByTestId('news-card').first();
      await expect(card.getByRole('heading', { name: NEWS_TITLE })).toBeVisible();
      await found.page(page, at('the feed'));
      await found.fits(card.locator('*'), at('the card'));
      await found.inside(page, card.getByRole('button', { name: /^Komentarze/ }), at("'Komentarze'"));
      await page.context().close();
    }
    found.check('the news card');
  });

  test("the home page's four ways in keep to their room beside the docked side panels", async () => {
    const found = problems();
    for (const width of [1200, 1280, 1400]) {
      const page = await playerPage(browser, server, LONG.email, { viewport: { width, height: 800 } });
      const grid = page.getByRole('heading', { name: 'Bestiariusz', level: 2 }).locator('xpath=../..');
      await expect(grid).toBeVisible();
      await found.fits(grid, `the ways in at ${width} px`);
      await page.context().close();
    }
    found.check('the ways in');
  });

  test('the bestiary: a long category, a long beast inline and in the modal, the search', async () => {
    const found = problems();
    for (const viewport of [PHONE_360, PHONE_TALL, DESKTOP]) {
      const page = await playerPage(browser, server, LONG.email, { viewport });
      const at = (what) => `the bestiary at ${viewport.width}×${viewport.height}, ${what}`;
      await home(page, '/bestiary');
      const category = page.getByTestId('bestiary-category').filter({ has: page.locator(`#category-${categoryId}-title`) });
      const toggle = page.locator(`#category-${categoryId}-title`).getByRole('button');
      await expect(toggle).toBeVisible();
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      const card = category.getByTestId('lore-card').filter({ hasText: 'Zmora' });
      const open = card.getByRole('heading').getByRole('button');
      await expect(open).toBeVisible();
      await found.page(page, at('the list'));
      await found.inside(page, toggle.locator('svg'), at("the category's arrow"));
      await found.fits(page.locator(`#category-${categoryId}-title, #category-${categoryId}-title *`), at("the category's title"));
      await found.fits(card.locator('*'), at('the card'));
      // The card's arrow shows where an entry opens inline.
      if (viewport === PHONE_360) await found.inside(page, open.locator('svg'), at("the card's arrow"));
      await open.click();
      if (viewport === PHONE_360) {
        await expect(open).toHaveAttribute('aria-expanded', 'true');
        await found.page(page, at('the entry open inline'));
        await found.fits(card.locator('*'), at('the entry open inline'));
      } else {
        const modal = page.getByRole('dialog');
        await expect(modal.getByRole('heading', { name: BEAST_TITLE })).toBeVisible();
        await found.page(page, at('the modal'));
        await found.fits(modal.locator('.MuiDialog-paper, .MuiDialog-paper *'), at('the modal'));
        await found.inside(page, modal.getByRole('button', { name: 'Zamknij' }), at("the modal's close button"));
        await page.keyboard.press('Escape');
        await expect(modal).toBeHidden();
      }

      await page.getByRole('combobox', { name: 'Szukaj bestii' }).fill('zmora');
      const hit = page.getByRole('option').filter({ hasText: 'Zmora' });
      await expect(hit).toBeVisible();
      await found.page(page, at('the search'));
      await found.inside(page, hit, at('the search result'));
      await found.fits(page.getByTestId('lore-search-results').locator('*'), at('the search results'));
      await page.context().close();
    }
    found.check('the bestiary');
  });

  test("the stats card's long skill and flaw names", async () => {
    const found = problems();
    for (const viewport of [PHONE_360, DESKTOP]) {
      const page = await playerPage(browser, server, LONG.email, { viewport });
      const at = (what) => `the stats card at ${viewport.width} px, ${what}`;
      await home(page, '/statscard');
      const skills = page.getByRole('list', { name: 'Umiejętności' });
      await expect(skills.getByRole('heading', { name: CARD_NAME })).toBeVisible();
      await found.page(page, at('the page'));
      await found.fits(skills.locator('*'), at('the skills'));
      await found.fits(page.getByRole('list', { name: 'Wady' }).locator('*'), at('the flaws'));
      await found.inside(page, skills.getByRole('img', { name: /^Poziom/ }), at("the skill's stars"));
      await page.context().close();
    }
    found.check('the stats card');
  });

  test("the players list and the profile's tabs with 30-letter names", async () => {
    const found = problems();
    for (const viewport of [PHONE_360, DESKTOP]) {
      const page = await playerPage(browser, server, LONG.email, { viewport });
      const at = (what) => `at ${viewport.width} px, ${what}`;
      await home(page, '/players');
      await expect(page.getByTestId('players-table').getByRole('link', { name: NAME })).toBeVisible();
      await found.page(page, at('the players list'));

      await home(page, `/profile/${other.userId}`);
      const tabs = page.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      await found.page(page, at('the profile'));
      if (viewport === DESKTOP) await found.fits(tabs, at("the profile's tabs"));
      await page.context().close();
    }
    found.check('the players list and the profile');
  });

  test("the phone's bottom navigation holds its five places", async () => {
    const found = problems();
    const page = await playerPage(browser, server, LONG.email, { viewport: PHONE_360 });
    const nav = page.getByTestId('bottom-nav');
    const places = nav.getByRole('link');
    await expect(places.first()).toBeVisible();
    assert.equal(await places.count(), 5);
    for (const label of ['Profil', 'Sesje', 'Prywatne', 'Karczma', 'Poczta']) {
      await found.inside(page, nav.getByRole('link', { name: label, exact: true }), `'${label}'`);
    }
    await found.fits(nav.locator('.MuiBottomNavigationAction-label'), 'the labels');
    // The selected place's label (larger) is still whole.
    await nav.getByRole('link', { name: 'Prywatne', exact: true }).click();
    await page.waitForURL('**/home/privateSessions');
    await found.fits(nav.locator('.MuiBottomNavigationAction-label'), "the labels with 'Prywatne' selected");
    await page.context().close();
    found.check('the bottom navigation');
  });
});
