// A writing tool players can trust (issue 49): editing a post that ends with an image puts the
// caret after the text without selecting the image, so the first key typed keeps it — on a
// desktop and on a phone, in a general and in a private session, with no page error.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expect } from './expect.mjs';
import { PHONE, apiOk, createPlayer, launchBrowser, playerPage, startServer } from './harness.mjs';

const WRITER = { email: 'pisarz@mrok.test', character: { user: 'Pisarz Nocy', gender: 'Mężczyzna', race: 'Człowiek' } };
const OTHER = { email: 'druga@mrok.test', character: { user: 'Druga Strona', gender: 'Kobieta', race: 'Wampir' } };
/** A phone as tiptap tells one (by the user agent): its focus command then focuses the page at once. */
const ANDROID = {
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};
const IMAGE = 'img[src="/favicon.svg"]';
const POST = '<p>Za oknem wyje wiatr.</p><img src="/favicon.svg" width="200">';

let server;
let browser;
let writer;
let other;
let mainId;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  writer = await createPlayer(server, WRITER.email, WRITER.character);
  other = await createPlayer(server, OTHER.email, OTHER.character);
  mainId = (await apiOk(server, 'characters', 'GET', `/users/${writer.userId}/characters`, null, writer.token)).mainCharacter.id;
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function newSession(kind, title) {
  const body =
    kind === 'general'
      ? { title, users: [other.userId], characterType: 'main', characterId: mainId, message: POST }
      : { title, participantIds: [other.userId], characterType: 'main', characterId: mainId, message: POST };
  return (await apiOk(server, `${kind} session`, 'POST', `/${kind}Sessions`, body, writer.token)).id;
}

for (const [screen, viewport] of [
  ['desktop', { width: 1400, height: 900 }],
  ['phone', PHONE],
]) {
  describe(`editing a post that ends with an image (${screen})`, () => {
    for (const kind of ['general', 'private']) {
      test(`${kind} session: the typed text goes after the text, the image stays`, async () => {
        const id = await newSession(kind, `Obraz ${kind} ${screen}`);
        const page = await playerPage(browser, server, WRITER.email, { viewport, ...(screen === 'phone' ? ANDROID : {}) });
        const errors = [];
        page.on('pageerror', (error) => errors.push(String(error)));
        await page.goto(`${server.baseUrl}/home/${kind}Sessions/${id}`);
        const post = page.locator('[data-message-id]').filter({ hasText: 'Za oknem wyje wiatr.' });
        await post.getByRole('button', { name: 'Edytuj' }).click();
        const editor = post.getByRole('textbox', { name: 'Edycja wiadomości' });
        await expect(editor).toBeVisible({ timeout: 15_000 });
        await expect(editor).toBeFocused();
        assert.equal(await editor.locator('img.ProseMirror-selectednode').count(), 0, 'nothing is selected');
        await page.keyboard.type('Świece gasną.');
        await expect(editor.locator(IMAGE)).toHaveCount(1);
        await post.getByRole('button', { name: 'Zapisz' }).click();
        await expect(editor).toBeHidden();
        await expect(post.getByText('Świece gasną.')).toBeVisible();
        await expect(post.locator(IMAGE)).toHaveCount(1);
        await page.reload();
        const saved = page.locator('[data-message-id]').filter({ hasText: 'Świece gasną.' });
        await expect(saved.locator(IMAGE)).toHaveCount(1);
        assert.deepEqual(errors, [], 'no page error');
        await page.context().close();
      });
    }
  });
}
