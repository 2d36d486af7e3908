// Choosing players by a character's name (issue 49): on the new private message page and the new
// session page the player types part of a name, without its diacritics ("zmij" for "Żmijan"),
// and the field suggests characters (a secondary one marked as such, one's own account left
// out); the keyboard picks one, the chip names its account, and what is sent or created goes to
// that account, as the API confirms. The open suggestions pass axe.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, expect } from './expect.mjs';
import { apiOk, axeFindings, createPlayer, launchBrowser, playerPage, startServer } from './harness.mjs';

const WRITER = { email: 'zmora@mrok.test', character: { user: 'Zmora', gender: 'Kobieta', race: 'Wampir' } };
const ZMIJAN = { email: 'zmijan@mrok.test', character: { user: 'Żmijan', gender: 'Mężczyzna', race: 'Człowiek' } };
const BORYS = { email: 'borys@mrok.test', character: { user: 'Borys', gender: 'Mężczyzna', race: 'Człowiek' } };
const FIELD = { name: 'ID użytkownika' };

let server;
let browser;
let writer;
let zmijan;
let borys;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  writer = await createPlayer(server, WRITER.email, WRITER.character);
  zmijan = await createPlayer(server, ZMIJAN.email, ZMIJAN.character);
  borys = await createPlayer(server, BORYS.email, BORYS.character);
  // Borys's secondary character shares the start of the name: suggested too, marked as such.
  await apiOk(server, 'secondary character', 'POST', '/secondary-characters', { userId: borys.userId, name: 'Żmijka', race: 'Człowiek', gender: 'Kobieta', magic: 'Nie' }, borys.token);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** The suggestions' names as shown, and the name of the one the field points at. */
async function suggestions(page) {
  const listbox = page.getByRole('listbox', { name: 'Podpowiedzi postaci' });
  await expect(listbox).toBeVisible();
  return (await listbox.getByRole('option').allInnerTexts()).map((name) => name.replace(/\s+/g, ' ').trim());
}

async function activeName(page) {
  const id = await page.getByRole('combobox', FIELD).getAttribute('aria-activedescendant');
  if (!id) return null;
  return (await page.locator(`[id="${id}"]`).innerText()).replace(/\s+/g, ' ').trim();
}

describe('choosing a player by a character’s name', () => {
  test('a private message to Żmijan, found as "zmij" and picked with the keyboard', async () => {
    const page = await playerPage(browser, server, WRITER.email, { bypassCSP: true });
    await page.goto(`${server.baseUrl}/home/messages/new`);
    const field = page.getByRole('combobox', FIELD);
    await expect(page.getByText('Wpisz imię postaci albo ID gracza')).toBeVisible();
    await field.click();
    await page.keyboard.type('zmij');

    await eventually(async () => (await suggestions(page)).join('|') === 'Żmijan|Żmijka (postać poboczna)', () => 'expected Żmijan and Borys’s Żmijka');
    assert.equal(await field.getAttribute('aria-expanded'), 'true');
    assert.deepEqual(await axeFindings(page), [], 'the open suggestions pass axe');

    await page.keyboard.press('ArrowDown');
    assert.equal(await activeName(page), 'Żmijka (postać poboczna)');
    await page.keyboard.press('ArrowUp');
    assert.equal(await activeName(page), 'Żmijan');
    await page.keyboard.press('Enter');

    const chosen = page.getByRole('list', { name: 'Wybrani odbiorcy' });
    await expect(chosen.getByText(`Żmijan (ID ${zmijan.userId})`)).toBeVisible();
    assert.equal(await field.inputValue(), '', 'the field is cleared');
    await expect(page.getByRole('listbox', { name: 'Podpowiedzi postaci' })).toBeHidden();

    await page.getByLabel('Temat').fill('Wężowy szept');
    await page.getByRole('textbox', { name: 'Treść wiadomości…' }).click();
    await page.keyboard.type('Spotkajmy się pod mostem.');
    await page.getByRole('button', { name: 'Wyślij', exact: true }).click();
    await page.waitForURL(/\/home\/messages\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    const sent = await apiOk(server, 'the conversation', 'GET', `/conversations/${id}`, undefined, writer.token);
    assert.equal(sent.other_user_id, zmijan.userId, 'the conversation is with Żmijan’s account');
    const theirs = await apiOk(server, 'Żmijan’s conversations', 'GET', `/conversations/user/${zmijan.userId}`, undefined, zmijan.token);
    assert.deepEqual(theirs.map((c) => [c.id, c.name, c.other_user_id]), [[id, 'Wężowy szept', writer.userId]]);
    await page.context().close();
  });

  test('a new session with Żmijan as a participant, picked by name; one’s own character is not offered', async () => {
    const page = await playerPage(browser, server, WRITER.email);
    await page.goto(`${server.baseUrl}/home/generalSessions/new`);
    await expect(page.getByRole('heading', { name: 'Nowa sesja ogólna' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Tytuł sesji' }).fill('Gniazdo żmij');

    const field = page.getByRole('combobox', FIELD);
    await field.click();
    await page.keyboard.type('zm');
    // "zm" also starts Zmora, the writer's own character: left out.
    await eventually(async () => (await suggestions(page)).join('|') === 'Żmijan|Żmijka (postać poboczna)', () => 'expected Żmijan and Żmijka, not Zmora');
    assert.equal(await activeName(page), 'Żmijan', 'the first suggestion is highlighted');
    await page.keyboard.press('Enter');
    const added = page.getByRole('list', { name: 'Dodani uczestnicy' });
    await expect(added.getByText(`Żmijan (ID ${zmijan.userId})`)).toBeVisible();

    // Żmijan, now listed, is not suggested again; nothing else matches.
    await field.click();
    await page.keyboard.type('zmija');
    await expect(page.getByText('Nie znaleziono postaci o takim imieniu')).toBeVisible();
    await page.keyboard.press('Escape');
    await field.fill('');

    const first = page.getByRole('textbox', { name: 'Pierwsza wiadomość' });
    await expect(first).toBeVisible({ timeout: 15_000 });
    await first.click();
    await page.keyboard.type('Syk w ciemności.');
    await page.getByRole('button', { name: 'Utwórz sesję' }).click();
    await page.waitForURL(/\/home\/generalSessions\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('list', { name: 'Uczestnicy' }).getByText('Żmijan')).toBeVisible();

    const session = await apiOk(server, 'the session', 'GET', `/generalSessions/${id}`, undefined, zmijan.token);
    assert.ok(session.participants.some((p) => p.id === zmijan.userId && p.user === 'Żmijan'), JSON.stringify(session.participants));
    assert.ok(!session.participants.some((p) => p.id === borys.userId), 'Borys was not added');
    await page.context().close();
  });
});
