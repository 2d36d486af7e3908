// Prison: an admin imprisons a player through the API while the player is in the game; the
// player's live socket closes at once, and the next check (a reload, or the 30-s poll) replaces
// the whole app with 'WIĘZIENIE' and the days left; the game's calls are refused meanwhile.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expect } from './expect.mjs';
import { PASSWORD, api, createPlayer, launchBrowser, playerPage, startServer } from './harness.mjs';

const PLAYER = { email: 'morwena@mrok.test', character: { user: 'Morwena', gender: 'Kobieta', race: 'Wampir' } };
const ADMIN = 'sedzia@mrok.test';

let server;
let browser;
let player;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  player = await createPlayer(server, PLAYER.email, PLAYER.character);
  server.cli(['user', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin']);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('prison', () => {
  test('an imprisoned player sees WIĘZIENIE instead of the game and cannot post', async () => {
    const page = await playerPage(browser, server, PLAYER.email);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    const admin = await api(server, 'POST', '/login', { email: ADMIN, password: PASSWORD });
    const jailed = await api(server, 'POST', '/admin/blockUser', { userId: player.userId, days: 3 }, admin.body.token);
    assert.equal(jailed.status, 200, JSON.stringify(jailed.body));

    await page.reload();
    await expect(page.getByText('WIĘZIENIE')).toBeVisible();
    await expect(page.getByText('Pozostało dni: 3')).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const post = await api(server, 'POST', '/generalSessions', { title: 'Ucieczka', users: [] }, token);
    assert.equal(post.status, 403);
    await page.context().close();
  });
});
