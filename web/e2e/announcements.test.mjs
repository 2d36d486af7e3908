// Global announcements with two players in two browser contexts: an admin sends two announcements
// while both are in the game; each player's overlay shows them at once (pushed over the player's
// own socket — the 60-s fallback poll could not make the timeout), one at a time with 'n z m';
// one player closes them one by one, the other with 'Zamknij wszystkie (2)'; after a reload
// neither sees them again; a player who registers later never gets them.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expect } from './expect.mjs';
import { PASSWORD, api, createPlayer, launchBrowser, playerPage, startServer } from './harness.mjs';

const A = { email: 'morwena@mrok.test', character: { user: 'Morwena', gender: 'Kobieta', race: 'Wampir' } };
const B = { email: 'ilvar@mrok.test', character: { user: 'Ilvar', gender: 'Mężczyzna', race: 'Człowiek' } };
const LATE = { email: 'spozniony@mrok.test', character: { user: 'Spóźniony', gender: 'Mężczyzna', race: 'Człowiek' } };
const ADMIN = 'herold@mrok.test';
// Pushed, then read within a random 5 s (every page hears it at once: shared/live/spreadRead.ts).
const LIVE = { timeout: 10_000 };

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await createPlayer(server, A.email, A.character);
  await createPlayer(server, B.email, B.character);
  server.cli(['user', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin']);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function send(title, content) {
  const admin = await api(server, 'POST', '/login', { email: ADMIN, password: PASSWORD });
  const sent = await api(server, 'POST', '/admin/sendGlobalMessage', { title, content }, admin.body.token);
  assert.equal(sent.status, 201, JSON.stringify(sent.body));
}

describe('global announcements', () => {
  test('show at once over the game, one at a time, and never again once closed', async () => {
    const pageA = await playerPage(browser, server, A.email);
    const pageB = await playerPage(browser, server, B.email);
    const overlayA = pageA.getByTestId('global-announcement');
    const overlayB = pageB.getByTestId('global-announcement');
    await expect(overlayA).toBeHidden();
    // Let both pages open their player socket before the announcements go out.
    await new Promise((r) => setTimeout(r, 1000));

    await send('Mróz nad Mrokiem', 'Bramy zamknięte do świtu.\nNie wychodźcie nocą.');
    await send('Targ', 'Jutro targ na placu.');

    await expect(overlayA.getByText('Mróz nad Mrokiem')).toBeVisible(LIVE);
    await expect(overlayA.getByText('1 z 2', { exact: false })).toBeVisible();
    assert.match(await overlayA.innerText(), /Bramy zamknięte do świtu\.\nNie wychodźcie nocą\./);
    await overlayA.getByRole('button', { name: 'Następna' }).click();
    await expect(overlayA.getByText('Targ')).toBeVisible();
    await expect(overlayA.getByText('2 z 2', { exact: false })).toBeVisible();
    await overlayA.getByRole('button', { name: 'Zamknij', exact: true }).click();
    await expect(overlayA).toBeHidden();

    await expect(overlayB.getByText('Mróz nad Mrokiem')).toBeVisible(LIVE);
    await overlayB.getByRole('button', { name: 'Zamknij wszystkie (2)' }).click();
    await expect(overlayB).toBeHidden();

    for (const page of [pageA, pageB]) {
      await page.reload();
      await page.waitForURL('**/home');
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await new Promise((r) => setTimeout(r, 1000));
      assert.equal(await page.getByTestId('global-announcement').count(), 0);
    }

    await createPlayer(server, LATE.email, LATE.character);
    const late = await playerPage(browser, server, LATE.email);
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(await late.getByTestId('global-announcement').count(), 0, 'a later player gets no old announcements');
    for (const page of [pageA, pageB, late]) await page.context().close();
  });
});
