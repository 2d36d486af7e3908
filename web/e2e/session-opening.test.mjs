// Where a session opens (issue 17): a participant who comes back lands on the first post they
// have not seen — marked 'Nowe wiadomości' at the top of the messages — even when it is pages
// back; a reader who may not write, or a closed session, says so above the posts, in view — on a
// desktop and on a phone.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expect } from './expect.mjs';
import { PHONE, api, createPlayer, launchBrowser, playerPage, startServer } from './harness.mjs';

const OWNER = { email: 'morwena@mrok.test', character: { user: 'Morwena', gender: 'Kobieta', race: 'Wampir' } };
const PLAYER = { email: 'ilvar@mrok.test', character: { user: 'Ilvar', gender: 'Mężczyzna', race: 'Człowiek' } };
const OUTSIDER = { email: 'obcy@mrok.test', character: { user: 'Obcy', gender: 'Mężczyzna', race: 'Wilkołak' } };
const DESKTOP = { width: 1400, height: 900 };

let server;
let browser;
let owner;
let player;
let sessionId;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  owner = await createPlayer(server, OWNER.email, OWNER.character);
  player = await createPlayer(server, PLAYER.email, PLAYER.character);
  await createPlayer(server, OUTSIDER.email, OUTSIDER.character);
  const main = (await api(server, 'GET', `/users/${owner.userId}/characters`, null, owner.token)).body.mainCharacter.id;
  const created = await api(
    server,
    'POST',
    '/generalSessions',
    { title: 'Długa noc', users: [player.userId], characterType: 'main', characterId: main, message: '<p>Post 1.</p>' },
    owner.token,
  );
  sessionId = created.body.id;
  for (let n = 2; n <= 12; n++) await post(n);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function post(n) {
  const answer = await api(server, 'POST', `/generalSessions/${sessionId}/messages`, { message: `<p>Post ${n}.</p>`, isNarrator: false }, owner.token);
  assert.ok(answer.status < 300, JSON.stringify(answer.body));
}

/** Whether `locator` is in the messages pane's visible part (and, with `inWindow`, in the window too). */
async function inView(locator, { inWindow = false } = {}) {
  return locator.evaluate((element, windowToo) => {
    const box = element.getBoundingClientRect();
    const pane = document.querySelector('[data-testid="messages-pane"]').getBoundingClientRect();
    const inPane = box.top >= pane.top - 1 && box.bottom <= pane.bottom + 1;
    return inPane && (!windowToo || (box.top >= 0 && box.bottom <= window.innerHeight));
  }, inWindow);
}

describe('opening a session', () => {
  for (const [size, viewport] of [
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ]) {
    test(`a participant lands on the first post they have not seen (${size})`, async () => {
      // The player has seen everything so far…
      const seen = await api(server, 'POST', `/generalSessions/${sessionId}/seen`, { seenAt: new Date().toISOString() }, player.token);
      assert.ok(seen.status < 300, JSON.stringify(seen.body));
      const before = (await api(server, 'GET', `/generalSessions/${sessionId}`, null, player.token)).body.message_count;
      // …then the owner writes 25 more: the first new one is a page before the last.
      for (let n = before + 1; n <= before + 25; n++) await post(n);
      const first = before + 1;
      const firstPage = Math.ceil(first / 20);
      const lastPage = Math.ceil((before + 25) / 20);
      assert.ok(firstPage < lastPage);

      const page = await playerPage(browser, server, PLAYER.email, { viewport });
      await page.goto(`${server.baseUrl}/home/generalSessions/${sessionId}`);
      const marker = page.getByText('Nowe wiadomości', { exact: true });
      await expect(marker).toBeVisible({ timeout: 10_000 });
      const firstNew = page.getByRole('article').filter({ hasText: `Post ${first}.` });
      await expect(firstNew).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Strony wiadomości', exact: true }).locator('[aria-current="page"]')).toHaveText(String(firstPage));
      assert.equal(await inView(marker, { inWindow: true }), true, 'the marker is in view');
      assert.equal(await inView(firstNew), true, 'the first new post is in view');
      await page.context().close();

      // Opened again, everything has been seen: the end of the last page.
      const again = await playerPage(browser, server, PLAYER.email, { viewport });
      await again.goto(`${server.baseUrl}/home/generalSessions/${sessionId}`);
      const last = again.getByRole('article').filter({ hasText: `Post ${before + 25}.` });
      await expect(last).toBeVisible({ timeout: 10_000 });
      assert.equal(await again.getByText('Nowe wiadomości', { exact: true }).count(), 0);
      assert.equal(await inView(last), true, 'the newest post is in view');
      await again.context().close();
    });

    test(`a reader who may not write is told so above the posts, in view (${size})`, async () => {
      const page = await playerPage(browser, server, OUTSIDER.email, { viewport });
      await page.goto(`${server.baseUrl}/home/generalSessions/${sessionId}`);
      const notice = page.getByTestId('session-not-participant');
      await expect(notice).toBeVisible({ timeout: 10_000 });
      const box = await notice.boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height <= viewport.height, `the notice is in view: ${JSON.stringify(box)}`);
      const pane = await page.getByTestId('messages-pane').boundingBox();
      assert.ok(pane && box.y < pane.y, 'the notice comes before the posts');
      await page.context().close();
    });
  }
});
