// @mention completion (issue 40): in a session with two players, player A types `@` and two
// letters of B's character without its diacritics ("zm" for "Żmijan"); the composer lists B's
// character first (a participant, before Zmierzch, who is not in the session), the open list
// passes axe, the keyboard picks it — Enter writes `@Żmijan ` and sends nothing — and A posts.
// B's bell counts the mention live and its notice says so. A news comment, a plain text field,
// completes the same way.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, expect } from './expect.mjs';
import { apiOk, axeFindings, createPlayer, launchBrowser, playerPage, startServer, bell, unreadCount } from './harness.mjs';

const A = { email: 'wrona@mrok.test', character: { user: 'Wrona', gender: 'Kobieta', race: 'Wampir' } };
const B = { email: 'zmijan@mrok.test', character: { user: 'Żmijan', gender: 'Mężczyzna', race: 'Człowiek' } };
/** Not in the session: listed after its participants although his name sorts first. */
const C = { email: 'zmierzch@mrok.test', character: { user: 'Zmierzch', gender: 'Mężczyzna', race: 'Wilkołak' } };
const TITLE = 'Gniazdo pod mostem';
/** The fresh install's welcome item (app/seed/news.json). */
const WELCOME = 'Witaj w Mroku, wędrowcze';
const LIVE = 15_000;

let server;
let browser;
let a;
let b;


before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  a = await createPlayer(server, A.email, A.character);
  b = await createPlayer(server, B.email, B.character);
  await createPlayer(server, C.email, C.character);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const clean = (text) => text.replace(/\s+/g, ' ').trim();

describe('@mention completion', () => {
  test('A picks B’s character after "@zm" with the keyboard, posts, and B is told', async () => {
    const main = (await apiOk(server, "B's characters", 'GET', `/users/${b.userId}/characters`, null, b.token)).mainCharacter.id;
    const session = await apiOk(server, 'the session', 'POST', '/generalSessions',
      { title: TITLE, users: [a.userId], characterType: 'main', characterId: main, message: '<p>Mgła znad rzeki.</p>' }, b.token);
    const messages = async () => (await apiOk(server, 'the messages', 'GET', `/generalSessions/${session.id}/messages`, null, b.token));
    const posted = async () => JSON.stringify(await messages());

    const pageB = await playerPage(browser, server, B.email);
    await expect(bell(pageB)).toBeVisible();
    // Settled: what the opening brought B (nothing of B's own, but wait for the bell's first read).
    await new Promise((r) => setTimeout(r, 1000));
    const before = await unreadCount(pageB);

    const pageA = await playerPage(browser, server, A.email, { bypassCSP: true });
    await pageA.goto(`${server.baseUrl}/home/generalSessions/${session.id}`);
    const editor = pageA.getByRole('textbox', { name: 'Napisz wiadomość…' });
    await expect(editor).toBeVisible({ timeout: 15_000 });
    assert.equal(await editor.getAttribute('aria-autocomplete'), 'list');
    await editor.click();
    await pageA.keyboard.type('Witaj, @zm');

    const listbox = pageA.getByRole('listbox', { name: 'Podpowiedzi postaci' });
    await expect(listbox).toBeVisible();
    const names = async () => (await listbox.getByRole('option').allInnerTexts()).map(clean);
    let seen = [];
    await eventually(async () => (seen = await names()).join('|') === 'Żmijan|Zmierzch', () => `expected Żmijan (in the session) before Zmierzch, got ${seen.join('|')}`);
    const active = async () => {
      const id = await editor.getAttribute('aria-activedescendant');
      return id ? clean(await pageA.locator(`[id="${id}"]`).innerText()) : null;
    };
    assert.equal(await editor.getAttribute('aria-controls'), await listbox.getAttribute('id'));
    assert.equal(await active(), 'Żmijan');
    assert.deepEqual(await axeFindings(pageA), [], 'the open list passes axe');
    if (process.env.MROK_E2E_SHOTS) await pageA.screenshot({ path: `${process.env.MROK_E2E_SHOTS}/mentions-list.png` });

    // The list sits under the typed "@zm", inside the window.
    const box = await listbox.boundingBox();
    const area = await editor.boundingBox();
    assert.ok(box && area && box.y > area.y && box.x >= area.x - 1, `list at ${JSON.stringify(box)}, editor at ${JSON.stringify(area)}`);

    await pageA.keyboard.press('ArrowDown');
    assert.equal(await active(), 'Zmierzch');
    await pageA.keyboard.press('ArrowUp');
    assert.equal(await active(), 'Żmijan');
    await pageA.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    assert.equal(await editor.evaluate((el) => el.innerHTML), '<p>Witaj, @Żmijan </p>', 'Enter wrote the name and a space, no new paragraph');
    assert.equal(await editor.getAttribute('aria-activedescendant'), null);
    // Nothing was sent by that Enter.
    assert.ok(!(await posted()).includes('Witaj'), 'the post is not sent by the pick');

    // Escape closes a list without touching the text.
    await pageA.keyboard.type('i @zm');
    await expect(listbox).toBeVisible();
    await pageA.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    assert.equal(clean(await editor.innerText()), 'Witaj, @Żmijan i @zm');
    for (let i = 0; i < 'i @zm'.length; i++) await pageA.keyboard.press('Backspace');
    await pageA.keyboard.type('mgła opada.');

    await pageA.getByRole('button', { name: 'Wyślij', exact: true }).click();
    await expect(pageA.getByText('Witaj, @Żmijan mgła opada.')).toBeVisible();
    assert.ok((await posted()).includes('@Żmijan mgła opada.'), await posted());

    await eventually(async () => (await unreadCount(pageB)) > before, () => `B's bell counts the mention (was ${before})`, LIVE);
    await bell(pageB).click();
    const panel = pageB.getByRole('dialog', { name: 'Powiadomienia' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: new RegExp(`Wspomniano o tobie: w sesji „${TITLE}”`) })).toBeVisible();

    await pageA.context().close();
    await pageB.context().close();
  });

  test('a news comment completes the same way, and B is told', async () => {
    const pageB = await playerPage(browser, server, B.email);
    await expect(bell(pageB)).toBeVisible();
    await new Promise((r) => setTimeout(r, 1000));
    const before = await unreadCount(pageB);

    const pageA = await playerPage(browser, server, A.email, { bypassCSP: true });
    const card = pageA.getByTestId('news-card').filter({ hasText: WELCOME });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: /^Komentarze/ }).click();
    const field = card.getByRole('textbox', { name: 'Napisz komentarz…' });
    await expect(field).toBeVisible();
    await field.click();
    await pageA.keyboard.type('Dzięki! @zm');
    const listbox = pageA.getByRole('listbox', { name: 'Podpowiedzi postaci' });
    await expect(listbox).toBeVisible();
    let seen = [];
    // No session here: both listed (the order is the server's: players online first, then by name).
    await eventually(async () => (seen = (await listbox.getByRole('option').allInnerTexts()).map(clean)).sort().join('|') === 'Zmierzch|Żmijan', () => `got ${seen.join('|')}`);
    assert.deepEqual(await axeFindings(pageA), [], 'the open list passes axe');
    if (process.env.MROK_E2E_SHOTS) await pageA.screenshot({ path: `${process.env.MROK_E2E_SHOTS}/mentions-comment.png` });
    const active = async () => {
      const id = await field.getAttribute('aria-activedescendant');
      return id ? clean(await pageA.locator(`[id="${id}"]`).innerText()) : null;
    };
    assert.equal(await active(), seen[0]);
    if (seen[0] !== 'Żmijan') await pageA.keyboard.press('ArrowDown');
    assert.equal(await active(), 'Żmijan');
    await pageA.keyboard.press('Enter');
    await expect(listbox).toBeHidden();
    assert.equal(await field.inputValue(), 'Dzięki! @Żmijan ', 'Enter wrote the name, no new line');
    await pageA.keyboard.type('Do zobaczenia.');
    await card.getByRole('button', { name: 'Skomentuj' }).click();
    await expect(card.getByText('Dzięki! @Żmijan Do zobaczenia.')).toBeVisible();

    await eventually(async () => (await unreadCount(pageB)) > before, () => `B's bell counts the mention (was ${before})`, LIVE);
    await bell(pageB).click();
    const panel = pageB.getByRole('dialog', { name: 'Powiadomienia' });
    await expect(panel.getByRole('button', { name: /Wspomniano o tobie: w komentarzu do wieści/ })).toBeVisible();
    await pageA.context().close();
    await pageB.context().close();
  });
});
