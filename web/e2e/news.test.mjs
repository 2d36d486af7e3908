// The news feed 'Wieści' on /home: a fresh install's feed opens with the seed's welcome item,
// pointing to the rules, the tavern and the character card (issue 49); an admin posts a news item with the rich editor; a player sees
// it, opens 'Komentarze (0)', comments, sees the count go up, and deletes the comment after a
// confirmation; the admin archives the news item and it leaves the feed. Older news are read a
// page at a time with 'Starsze wieści'. A comment of one long word does not widen the page, and an
// admin without a character reads the comments but is offered no field to write one.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, expect } from './expect.mjs';
import { PASSWORD, api, createPlayer, launchBrowser, playerPage, startServer } from './harness.mjs';

const PLAYER = { email: 'morwena@mrok.test', character: { user: 'Morwena', gender: 'Kobieta', race: 'Wampir' } };
const ADMIN = { email: 'kronikarz@mrok.test', character: { user: 'Kronikarz', gender: 'Mężczyzna', race: 'Człowiek' } };
const READER = 'straznik@mrok.test';
const PHONE_360 = { width: 360, height: 740 };
/** The fresh install's welcome item (app/seed/news.json): the feed is never empty on a new install. */
const WELCOME = 'Witaj w Mroku, wędrowcze';

let server;
let browser;
let player;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  player = await createPlayer(server, PLAYER.email, PLAYER.character);
  server.cli(['user', 'create', '--email', ADMIN.email, '--password', PASSWORD, '--role', 'admin']);
  server.cli(['user', 'create', '--email', READER, '--password', PASSWORD, '--role', 'admin']);
  const admin = await api(server, 'POST', '/login', { email: ADMIN.email, password: PASSWORD });
  const created = await api(server, 'POST', '/createCharacter', ADMIN.character, admin.body.token);
  assert.ok(created.status < 300, `admin's character: ${created.status}`);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the news feed', () => {
  test('an admin posts, a player comments and deletes the comment, the admin archives', async () => {
    const admin = await playerPage(browser, server, ADMIN.email);
    const welcome = admin.getByTestId('news-card').filter({ hasText: WELCOME });
    await expect(welcome).toBeVisible();
    for (const [name, path] of [['Przeczytaj Regulamin', '/home/rules'], ['Zajrzyj do Karczmy', '/home/tavern'], ['Otwórz Kartę postaci', '/home/statscard']]) {
      assert.equal(await welcome.getByRole('link', { name }).getAttribute('href'), path, name);
    }
    assert.equal(await admin.getByTestId('news-card').count(), 1, 'the welcome alone on a fresh install');
    await admin.getByRole('button', { name: 'Dodaj Wieść' }).click();
    await admin.getByLabel('Tytuł').fill('Wieść z bram');
    const editor = admin.getByRole('textbox', { name: 'Treść wieści' });
    await editor.click();
    await admin.keyboard.type('Bramy otwarte do świtu.');
    await admin.getByRole('button', { name: 'Zapisz' }).click();
    const adminCard = admin.getByTestId('news-card').filter({ hasText: 'Wieść z bram' });
    await expect(adminCard).toBeVisible();

    const player = await playerPage(browser, server, PLAYER.email);
    const card = player.getByTestId('news-card').filter({ hasText: 'Wieść z bram' });
    await expect(card.getByText('Bramy otwarte do świtu.')).toBeVisible();
    assert.equal(await player.getByRole('button', { name: 'Dodaj Wieść' }).count(), 0);
    await card.getByRole('button', { name: 'Komentarze (0)' }).click();
    // As a player would: the block has opened and read its (no) comments before the click.
    await expect(card.getByText('Nikt jeszcze nie skomentował tej wieści.')).toBeVisible();
    // An empty comment is refused. The click is repeated until the refusal shows: on a loaded
    // box a click sent while the opened block still shifts the page can land beside the button
    // (seen once in CI), and clicking again with nothing written changes nothing else.
    await eventually(
      async () => {
        await card.getByRole('button', { name: 'Skomentuj' }).click();
        return card.getByText('Komentarz nie może być pusty!').isVisible();
      },
      () => 'expected the empty comment to be refused',
    );
    await card.getByLabel('Napisz komentarz…').fill('Nareszcie wolni!');
    await card.getByRole('button', { name: 'Skomentuj' }).click();
    await expect(card.getByTestId('news-comment').filter({ hasText: 'Nareszcie wolni!' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Komentarze (1)' })).toBeVisible();
    // The admin's feed follows by push (read within a random 5 s of it).
    await expect(adminCard.getByRole('button', { name: 'Komentarze (1)' })).toBeVisible({ timeout: 10_000 });

    await card.getByRole('button', { name: 'Usuń komentarz' }).click();
    await player.getByRole('dialog').getByRole('button', { name: 'Usuń' }).click();
    await expect(card.getByRole('button', { name: 'Komentarze (0)' })).toBeVisible();
    await expect(card.getByText('Nareszcie wolni!')).toBeHidden();

    await adminCard.getByRole('button', { name: 'Archiwizuj' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Archiwizuj' }).click();
    // The archived item leaves both feeds; the welcome stays.
    await expect(adminCard).toBeHidden();
    await expect(card).toBeHidden({ timeout: 10_000 });
    await expect(player.getByTestId('news-card').filter({ hasText: WELCOME })).toBeVisible();
    assert.equal(await player.getByTestId('news-card').count(), 1);
    await admin.context().close();
    await player.context().close();
  });

  test('older news are read 20 at a time under the feed, until there are no more', async () => {
    const admin = await api(server, 'POST', '/login', { email: ADMIN.email, password: PASSWORD });
    for (let n = 1; n <= 21; n++) {
      const posted = await api(server, 'POST', '/news', { title: `Kronika ${n}`, content: `<p>Wpis kroniki numer ${n}.</p>` }, admin.body.token);
      assert.ok(posted.status < 300, `news ${n}: ${posted.status}`);
    }
    const player = await playerPage(browser, server, PLAYER.email);
    const cards = player.getByTestId('news-card');
    await expect(cards.filter({ hasText: 'Kronika 21' })).toBeVisible();
    assert.equal(await cards.count(), 20, 'the first page holds the newest 20');
    assert.equal(await cards.filter({ hasText: 'Wpis kroniki numer 1.' }).count(), 0, 'the oldest is on the next page');
    assert.equal(await player.getByTestId('news-end').count(), 0);

    const pages = [];
    player.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/news') pages.push(url.searchParams.get('page'));
    });
    await player.getByRole('button', { name: 'Starsze wieści' }).click();
    await expect(cards.filter({ hasText: 'Wpis kroniki numer 1.' })).toBeVisible();
    // The 21 chronicles and the seed's welcome, the oldest of all, last.
    assert.equal(await cards.count(), 22, 'the older news join the end of the list');
    assert.deepEqual(pages, ['2']);
    assert.match(await cards.nth(20).innerText(), /Kronika 1\b/);
    assert.match(await cards.last().innerText(), new RegExp(WELCOME));
    await expect(player.getByTestId('news-end')).toHaveText('To już wszystkie wieści.');
    assert.equal(await player.getByRole('button', { name: 'Starsze wieści' }).count(), 0, 'nothing more to read');
    await player.context().close();
  });

  test('a comment of one long word keeps the page to the window, and an admin without a character gets no field', async () => {
    const admin = await api(server, 'POST', '/login', { email: ADMIN.email, password: PASSWORD });
    const posted = await api(server, 'POST', '/news', { title: 'Długie słowo', content: '<p>Kto napisze najdłużej?</p>' }, admin.body.token);
    assert.ok(posted.status < 300, `news: ${posted.status}`);
    const word = 'Z'.repeat(300);
    const commented = await api(server, 'POST', `/news/${posted.body.id}/comments`, { content: word }, player.token);
    assert.ok(commented.status < 300, `comment: ${commented.status}`);

    for (const viewport of [PHONE_360, { width: 1280, height: 800 }]) {
      const page = await playerPage(browser, server, PLAYER.email, { viewport });
      const card = page.getByTestId('news-card').filter({ hasText: 'Długie słowo' });
      await card.getByRole('button', { name: 'Komentarze (1)' }).click();
      await expect(card.getByTestId('news-comment').filter({ hasText: word })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `at ${viewport.width} px the page is ${overflow} px wider than the window`);
      const send = await card.getByRole('button', { name: 'Skomentuj' }).boundingBox();
      assert.ok(send.x + send.width <= viewport.width, "'Skomentuj' inside the window");
      await page.context().close();
    }

    // The admin without a character reads it, may delete it, but is not offered a comment the server would refuse.
    const reader = await playerPage(browser, server, READER);
    await expect(reader.getByTestId('admin-without-character')).toBeVisible();
    const card = reader.getByTestId('news-card').filter({ hasText: 'Długie słowo' });
    await card.getByRole('button', { name: 'Komentarze (1)' }).click();
    await expect(card.getByTestId('news-comment').filter({ hasText: word })).toBeVisible();
    await expect(card.getByTestId('comment-needs-character')).toHaveText('Nie masz postaci: czytasz komentarze, ale ich nie piszesz.');
    assert.equal(await card.getByLabel('Napisz komentarz…').count(), 0, 'no comment field');
    assert.equal(await card.getByRole('button', { name: 'Skomentuj' }).count(), 0, "no 'Skomentuj'");
    await expect(card.getByRole('button', { name: 'Usuń komentarz' })).toBeVisible();
    await reader.context().close();
  });
});
