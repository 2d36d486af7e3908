// Avatars (issue 17): one avatar component with one address rule. A player uploads an avatar on
// their profile; the sidebar and the online list show it at once, without a reload; in a session
// another player sees it load on the post, the participant chips and the participants panel —
// on a desktop and on a phone.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expect, eventually } from './expect.mjs';
import { PHONE, PNG, api, createPlayer, imagesIn, launchBrowser, playerPage, startServer } from './harness.mjs';

const OWNER = { email: 'morwena@mrok.test', character: { user: 'Morwena', gender: 'Kobieta', race: 'Wampir' } };
const GUEST = { email: 'ilvar@mrok.test', character: { user: 'Ilvar', gender: 'Mężczyzna', race: 'Człowiek' } };

let server;
let browser;
let owner;
let guest;
/** The owner's avatar path as the API gives it (`/uploads/…`). */
let avatarPath;
let sessionId;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  owner = await createPlayer(server, OWNER.email, OWNER.character);
  guest = await createPlayer(server, GUEST.email, GUEST.character);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Waits until the images in `locator` that show the owner's avatar have loaded; fails on any other address form. */
async function ownerAvatarLoads(locator, what) {
  await eventually(
    async () => {
      const images = await imagesIn(locator);
      const owners = images.filter((image) => image.src?.includes(avatarPath.split('/').pop()));
      assert.ok(
        owners.every((image) => image.src === `/api${avatarPath}`),
        `${what}: an avatar asked for without /api: ${JSON.stringify(owners)}`,
      );
      return owners.length > 0 && owners.every((image) => image.loaded);
    },
    () => `${what}: the owner's avatar should load from /api${avatarPath}`,
    10_000,
  );
}

describe('avatars', () => {
  test('an avatar uploaded on the profile shows at once in the sidebar and the online list', async () => {
    const page = await playerPage(browser, server, OWNER.email);
    await expect(page.getByTestId('online-panel').getByRole('link', { name: /Morwena/ })).toBeVisible({ timeout: 10_000 });
    await page.goto(`${server.baseUrl}/home/profile/${owner.userId}`);
    await page.getByTestId('avatar-input').first().setInputFiles({ name: 'twarz.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Avatar został zaktualizowany!')).toBeVisible();
    avatarPath = await page.evaluate(() => localStorage.getItem('avatarUrl'));
    assert.match(avatarPath ?? '', /^\/uploads\/[0-9a-f]+\.png$/);

    await ownerAvatarLoads(page.getByTestId('profile-avatar').first(), 'the profile');
    await ownerAvatarLoads(page.getByTestId('sidebar'), 'the sidebar');
    await ownerAvatarLoads(page.getByTestId('online-panel'), 'the online list');
    await page.context().close();
  });

  for (const [size, viewport] of [
    ['a desktop', { width: 1400, height: 900 }],
    ['a phone', PHONE],
  ]) {
    test(`in a session another player sees the avatar on the post, the chips and the participants (${size})`, async () => {
      if (!sessionId) {
        const characters = await api(server, 'GET', `/users/${owner.userId}/characters`, null, owner.token);
        const created = await api(
          server,
          'POST',
          '/generalSessions',
          { title: 'Twarze w mroku', users: [guest.userId], characterType: 'main', characterId: characters.body.mainCharacter.id, message: '<p>Spójrz na mnie.</p>' },
          owner.token,
        );
        assert.equal(created.status, 201, JSON.stringify(created.body));
        sessionId = created.body.id;
      }
      const page = await playerPage(browser, server, GUEST.email, { viewport });
      await page.goto(`${server.baseUrl}/home/generalSessions/${sessionId}`);
      const post = page.getByRole('article', { name: 'Wiadomość: Morwena' });
      await expect(post).toBeVisible({ timeout: 10_000 });
      await ownerAvatarLoads(post, 'the post');
      await ownerAvatarLoads(page.getByRole('list', { name: 'Uczestnicy' }), 'the participant chips');
      if (viewport === PHONE) await page.getByRole('button', { name: 'Pokaż uczestników sesji' }).click();
      await ownerAvatarLoads(page.getByRole('complementary', { name: 'Uczestnicy sesji' }), 'the participants panel');
      await page.context().close();
    });
  }
});
