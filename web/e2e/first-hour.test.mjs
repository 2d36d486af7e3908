// A first hour with direction (issue 49): a newcomer's /home has a checklist that follows their
// progress and can be dismissed (remembered), and a line on what 'Niezaakceptowana' means; the
// tavern's empty main room greets them with its description; a fresh character's stats card says
// 'Nie przydzielono' and how stats come; 'Zmień avatar' waits for a file.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expect } from './expect.mjs';
import { PHONE, apiOk, createPlayer, launchBrowser, playerPage, startServer } from './harness.mjs';

const NEWCOMER = { email: 'nowicjusz@mrok.test', character: { user: 'Nowicjusz', gender: 'Mężczyzna', race: 'Człowiek' } };

let server;
let browser;
let newcomer;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  newcomer = await createPlayer(server, NEWCOMER.email, NEWCOMER.character);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const stepDone = (page, key) => page.getByTestId('first-hour').locator(`[data-step="${key}"]`).getAttribute('data-done');

for (const [screen, viewport] of [
  ['desktop', { width: 1400, height: 900 }],
  ['phone', PHONE],
]) {
  describe(`a newcomer's first hour (${screen})`, () => {
    test('the checklist follows the progress and, dismissed, stays away', async () => {
      const page = await playerPage(browser, server, NEWCOMER.email, { viewport });
      const list = page.getByTestId('first-hour');
      await expect(list).toBeVisible({ timeout: 10_000 });
      await expect(page.getByTestId('not-accepted-hint')).toContainText('Niezaakceptowana');
      await expect(page.getByTestId('not-accepted-hint')).toContainText('administratorzy');
      for (const key of ['describe', 'avatar', 'tavern', 'session', 'rules']) assert.equal(await stepDone(page, key), 'false', key);

      await page.goto(`${server.baseUrl}/home/rules`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto(`${server.baseUrl}/home`);
      await expect(list).toBeVisible({ timeout: 10_000 });
      assert.equal(await stepDone(page, 'rules'), 'true');
      assert.equal(await stepDone(page, 'describe'), 'false');

      await list.getByRole('button', { name: 'Ukryj listę' }).click();
      await expect(list).toBeHidden();
      await page.reload();
      await expect(page.getByTestId('not-accepted-hint')).toBeVisible({ timeout: 10_000 });
      assert.equal(await list.count(), 0, 'dismissed stays dismissed');
      await page.context().close();
    });
  });
}

describe('the rest of the first hour', () => {
  test("the tavern's empty main room greets with its description", async () => {
    const page = await playerPage(browser, server, NEWCOMER.email);
    const rooms = await apiOk(server, 'rooms', 'GET', '/tavern/rooms', null, newcomer.token);
    const hall = (Array.isArray(rooms) ? rooms : rooms.rooms).find((room) => room.name === 'Główna sala');
    assert.ok(hall?.description, `the main room has a description: ${JSON.stringify(rooms)}`);
    await page.goto(`${server.baseUrl}/home/tavern`);
    await page.getByRole('button', { name: 'Wejdź do karczmy' }).click();
    await page.getByRole('button', { name: `${NEWCOMER.character.user} (postać główna)` }).click();
    await page.getByRole('button', { name: /^Główna sala/ }).click();
    await page.getByRole('button', { name: `${NEWCOMER.character.user} -> Główna sala` }).click();
    await expect(page.getByTestId('tavern-room-description')).toHaveText(hall.description.trim(), { timeout: 10_000 });
    await page.goto(`${server.baseUrl}/home`);
    await expect(page.getByTestId('not-accepted-hint')).toBeVisible({ timeout: 10_000 });
    await page.context().close();
  });

  test("a fresh character's stats card says 'Nie przydzielono'; 'Zmień avatar' waits for a file", async () => {
    const page = await playerPage(browser, server, NEWCOMER.email);
    await page.goto(`${server.baseUrl}/home/statscard`);
    await expect(page.getByTestId('stats-unassigned')).toContainText('Nie przydzielono');
    assert.equal(await page.getByTestId('stats-numbers').count(), 0);
    await page.goto(`${server.baseUrl}/home/settings`);
    const change = page.getByRole('button', { name: 'Zmień avatar' });
    await expect(change).toBeDisabled();
    await page.getByTestId('avatar-file-input').setInputFiles({ name: 'twarz.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64') });
    await expect(change).toBeEnabled();
    await page.context().close();
  });
});
