// Prison: an admin imprisons a player through the API while the player is in the game; the
// player's live socket closes at once, and the next check (a reload, or the 30-s poll) replaces
// the whole app with 'WIĘZIENIE' and the days left; the game's calls are refused meanwhile. Then
// an admin turns a resident message on: a resident sees the block screen with its title, the
// admin still plays; turned off, the resident plays again.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expect } from './expect.mjs';
import { PASSWORD, api, createPlayer, launchBrowser, loginThroughPage, playerPage, startServer } from './harness.mjs';

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

  test('an active resident message blocks the game for a resident while the admin plays on', async () => {
    const resident = { email: 'ilvar@mrok.test', character: { user: 'Ilvar', gender: 'Mężczyzna', race: 'Człowiek' } };
    await createPlayer(server, resident.email, resident.character);
    const admin = await api(server, 'POST', '/login', { email: ADMIN, password: PASSWORD });
    const added = await api(server, 'POST', '/admin/resident-messages', { title: 'Przerwa techniczna', content: '<p>Wracamy o świcie.</p>' }, admin.body.token);
    assert.equal(added.status, 201, JSON.stringify(added.body));
    const id = added.body.data.id;
    assert.equal((await api(server, 'PATCH', `/admin/resident-messages/${id}/toggle`, {}, admin.body.token)).status, 200);

    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const blocked = await context.newPage();
    await loginThroughPage(blocked, server, resident.email);
    await expect(blocked.getByText('Przerwa techniczna')).toBeVisible();
    await expect(blocked.getByText('Wracamy o świcie.')).toBeVisible();
    const token = await blocked.evaluate(() => localStorage.getItem('token'));
    assert.equal((await api(server, 'GET', '/tavern/rooms', undefined, token)).status, 403);
    assert.equal((await api(server, 'GET', '/tavern/rooms', undefined, admin.body.token)).status, 200);

    assert.equal((await api(server, 'PATCH', `/admin/resident-messages/${id}/toggle`, {}, admin.body.token)).status, 200);
    await blocked.getByRole('button', { name: 'Sprawdź ponownie' }).click();
    await expect(blocked.getByText('Przerwa techniczna')).toBeHidden();
    assert.equal((await api(server, 'GET', '/tavern/rooms', undefined, token)).status, 200);
    await blocked.context().close();
  });
});
