// The back office's ID fields find characters by name (issue 49 point 5): in the admin panel an
// admin types "zmijan" into the nickname tool's "ID gracza", without the diacritics, picks Żmijan
// with the keyboard, the field holds Żmijan's account ID and the nickname change lands on that
// account, as the API confirms (another player's secondary character of a similar name is offered,
// marked, and left alone). "ID postaci pobocznej" offers secondary characters only and fills in the
// character's ID. The open suggestions pass axe.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, expect } from './expect.mjs';
import { PASSWORD, adminPage, apiOk, axeFindings, createPlayer, launchBrowser, startServer } from './harness.mjs';

const ADMIN = 'straznik@mrok.test';
const ZMIJAN = { email: 'zmijan@mrok.test', character: { user: 'Żmijan', gender: 'Mężczyzna', race: 'Człowiek' } };
const BORYS = { email: 'borys@mrok.test', character: { user: 'Borys', gender: 'Mężczyzna', race: 'Człowiek' } };

let server;
let browser;
let zmijan;
let borys;
let zmijanka;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  server.cli(['user', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin']);
  // An account without a character first, so that no account's ID equals its character's ID.
  await createPlayer(server, 'cichy@mrok.test');
  zmijan = await createPlayer(server, ZMIJAN.email, ZMIJAN.character);
  borys = await createPlayer(server, BORYS.email, BORYS.character);
  // Borys's secondary character starts the same way: offered too, marked as such.
  await apiOk(server, 'secondary character', 'POST', '/secondary-characters', { userId: borys.userId, name: 'Żmijanka', race: 'Człowiek', gender: 'Kobieta', magic: 'Nie' }, borys.token);
  const { secondaryCharacters } = await apiOk(server, 'Borys’s characters', 'GET', `/users/${borys.userId}/characters`, undefined, borys.token);
  zmijanka = secondaryCharacters.find((c) => c.name === 'Żmijanka');
  assert.ok(zmijanka, JSON.stringify(secondaryCharacters));
  const { mainCharacter } = await apiOk(server, 'Żmijan’s characters', 'GET', `/users/${zmijan.userId}/characters`, undefined, zmijan.token);
  assert.notEqual(mainCharacter.id, zmijan.userId, 'an account ID and a character ID must differ for the test to tell them apart');
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const mainName = async (player) =>
  (await apiOk(server, 'characters', 'GET', `/users/${player.userId}/characters`, undefined, player.token)).mainCharacter.name;

/** The suggestions' texts as shown. */
async function suggestions(page) {
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  return (await listbox.getByRole('option').allInnerTexts()).map((name) => name.replace(/\s+/g, ' ').trim());
}

async function activeName(page, field) {
  const id = await field.getAttribute('aria-activedescendant');
  if (!id) return null;
  return (await page.locator(`[id="${id}"]`).innerText()).replace(/\s+/g, ' ').trim();
}

async function openPanel() {
  const page = await adminPage(browser, server, ADMIN, { bypassCSP: true });
  await page.getByRole('menuitem', { name: 'Panel admina' }).click();
  await page.waitForURL('**/admin/panel');
  const section = (title) => page.locator('.MuiAccordion-root').filter({ has: page.getByRole('heading', { name: title }) });
  return { page, section };
}

describe('the admin panel’s ID fields suggest characters by name', () => {
  test('"zmijan" in the nickname tool’s "ID gracza", picked with the keyboard, renames Żmijan’s account', async () => {
    const { page, section } = await openPanel();
    const nick = section('Zmień nick postaci głównej');
    await nick.getByRole('heading').click();
    const field = nick.getByRole('combobox', { name: 'ID gracza' });
    await expect(nick.getByText('Wpisz imię postaci albo ID')).toBeVisible();
    await field.click();
    await page.keyboard.type('zmijan');

    await eventually(async () => (await suggestions(page)).join('|') === 'Żmijan|Żmijanka (postać poboczna)', () => 'expected Żmijan and Borys’s Żmijanka');
    assert.equal(await field.getAttribute('aria-expanded'), 'true');
    assert.deepEqual(await axeFindings(page), [], 'the open suggestions pass axe');

    await page.keyboard.press('ArrowDown');
    assert.equal(await activeName(page, field), 'Żmijan');
    await page.keyboard.press('ArrowDown');
    assert.equal(await activeName(page, field), 'Żmijanka (postać poboczna)');
    await page.keyboard.press('ArrowUp');
    assert.equal(await activeName(page, field), 'Żmijan');
    await page.keyboard.press('Enter');
    assert.equal(await field.inputValue(), String(zmijan.userId), 'the field holds Żmijan’s account ID');
    await expect(page.getByRole('listbox')).toBeHidden();

    await nick.getByLabel('Nowy nick').fill('Żmijan Syczący');
    await nick.getByRole('button', { name: 'Zmień nick', exact: true }).click();
    await expect(page.getByText('Nick został zmieniony z „Żmijan” na „Żmijan Syczący”.')).toBeVisible();
    assert.equal(await mainName(zmijan), 'Żmijan Syczący', 'Żmijan’s account was renamed');
    assert.equal(await mainName(borys), 'Borys', 'Borys was left alone');

    // Digits still are the ID, as before.
    await field.fill(String(borys.userId));
    await nick.getByLabel('Nowy nick').fill('Borys Stary');
    await nick.getByRole('button', { name: 'Zmień nick', exact: true }).click();
    await expect(page.getByText('Nick został zmieniony z „Borys” na „Borys Stary”.')).toBeVisible();
    assert.equal(await mainName(borys), 'Borys Stary');
    await page.context().close();
  });

  test('"ID postaci pobocznej" offers secondary characters only and fills in the character’s ID', async () => {
    const { page, section } = await openPanel();
    const tool = section('Zmień nick postaci pobocznej');
    await tool.getByRole('heading').click();
    const field = tool.getByRole('combobox', { name: 'ID postaci pobocznej' });
    await field.click();
    await page.keyboard.type('zmij');
    await eventually(async () => (await suggestions(page)).join('|') === 'Żmijanka (postać poboczna)', () => 'expected Żmijanka only');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    assert.equal(await field.inputValue(), String(zmijanka.id));
    await tool.getByRole('button', { name: 'Pobierz', exact: true }).click();
    await expect(tool.getByTestId('secondary-found')).toHaveText('Żmijanka (Człowiek, Kobieta)');

    // A name nobody has.
    await field.fill('');
    await field.click();
    await page.keyboard.type('qqq');
    await expect(tool.getByText('Nie znaleziono postaci o takim imieniu')).toBeVisible();
    await page.context().close();
  });
});
