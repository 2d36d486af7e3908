// The tavern and the live channel with two players in two browser contexts: both enter the same
// room through the two-step dialog, each sees the other write at once (no reload, far within any
// polling period), sees who is typing, and the sidebar lists the guests; a reload restores the
// room, changing rooms moves the socket, leaving goes back outside. Then a session post by one
// player lights the other's sidebar dot at once, pushed over the player's own socket: the
// unread summary's 10-s poll could not make the timeout used. Last, the events board: an admin adds
// and deletes an event, a player only reads it. On a phone, the composer keeps its controls to two
// rows.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, expect } from './expect.mjs';
import { PASSWORD, api, createPlayer, launchBrowser, liveSockets, playerPage, requestTimes, startServer } from './harness.mjs';

const A = { email: 'morwena@mrok.test', character: { user: 'Morwena', gender: 'Kobieta', race: 'Wampir' } };
const B = { email: 'ilvar@mrok.test', character: { user: 'Ilvar', gender: 'Mężczyzna', race: 'Człowiek' } };
const ADMIN = { email: 'karczmarz@mrok.test', character: { user: 'Karczmarz', gender: 'Mężczyzna', race: 'Człowiek' } };
/** Shorter than any poll of the spec (sessions 10 s, tavern guests 30 s): only a push can make it. */
const LIVE = { timeout: 3000 };

let server;
let browser;
let a;
let b;
let pageA;
let pageB;
let socketsA;
let socketsB;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  a = await createPlayer(server, A.email, A.character);
  b = await createPlayer(server, B.email, B.character);
  server.cli(['user', 'create', '--email', ADMIN.email, '--password', PASSWORD, '--role', 'admin']);
  const admin = await api(server, 'POST', '/login', { email: ADMIN.email, password: PASSWORD });
  const created = await api(server, 'POST', '/createCharacter', ADMIN.character, admin.body.token);
  assert.ok(created.status < 300, `admin's character: ${created.status} ${JSON.stringify(created.body)}`);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const tavernUrl = () => `${server.baseUrl}/home/tavern`;
const messageIn = (page, text) => page.getByTestId('tavern-message').filter({ hasText: text });
const typingLine = (page) => page.getByTestId('tavern-typing');
const openRoomSockets = (sockets) => sockets.filter((s) => !s.closed && s.url.includes('room='));

async function enter(page, name, room) {
  await page.goto(tavernUrl());
  await expect(page.getByTestId('tavern-outside')).toBeVisible();
  await expect(page.getByText('Musisz wejść do karczmy, aby czytać rozmowy i pisać wiadomości.')).toBeVisible();
  await page.getByRole('button', { name: 'Wejdź do karczmy' }).click();
  await page.getByRole('button', { name: `${name} (postać główna)` }).click();
  await page.getByRole('button', { name: new RegExp(`^${room}`) }).click();
  const confirm = page.getByRole('button', { name: `${name} -> ${room}` });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByRole('heading', { name: room, level: 1 })).toBeVisible();
}

async function write(page, text) {
  const editor = page.getByRole('textbox', { name: 'Wiadomość w karczmie' });
  await expect(editor).toBeVisible({ timeout: 15_000 });
  await editor.click();
  await page.keyboard.type(text);
}

async function say(page, text) {
  await write(page, text);
  await page.getByRole('button', { name: 'Wyślij', exact: true }).click();
  await expect(messageIn(page, text)).toBeVisible();
}

describe('the tavern, live', () => {
  test('two players in one room see each other write at once', async () => {
    pageA = await playerPage(browser, server, A.email);
    pageB = await playerPage(browser, server, B.email);
    socketsA = liveSockets(pageA);
    socketsB = liveSockets(pageB);
    await enter(pageA, 'Morwena', 'Główna sala');
    await expect(pageA.getByText('Pokój Główna sala jest pusty')).toBeVisible();
    await enter(pageB, 'Ilvar', 'Główna sala');
    assert.equal(openRoomSockets(socketsA).length, 1, 'one room socket for A');
    assert.match(openRoomSockets(socketsA)[0].url, /^ws:\/\/127\.0\.0\.1:\d+\/ws\/\?room=1&token=/);

    // The sidebar's guests follow the room's head count at once, not the 30-s poll.
    await expect(pageA.getByTestId('tavern-participants').getByText('Ilvar', { exact: true })).toBeVisible(LIVE);

    // A writes: B sees who is writing, then the message, without reloading.
    await write(pageA, 'Kto stawia kolejkę?');
    await expect(typingLine(pageB)).toHaveText('Morwena pisze…', LIVE);
    await pageA.getByRole('button', { name: 'Wyślij', exact: true }).click();
    const onB = messageIn(pageB, 'Kto stawia kolejkę?');
    await expect(onB).toBeVisible(LIVE);
    await expect(onB.getByText('Morwena', { exact: true })).toBeVisible();
    await expect(typingLine(pageB)).toHaveText('');

    await say(pageB, 'Ja, ale tylko raz.');
    await expect(messageIn(pageA, 'Ja, ale tylko raz.')).toBeVisible(LIVE);
    // Each sees each message once, though the sender got it from its POST and the socket.
    for (const page of [pageA, pageB]) {
      assert.equal(await messageIn(page, 'Kto stawia kolejkę?').count(), 1);
      assert.equal(await messageIn(page, 'Ja, ale tylko raz.').count(), 1);
    }
    assert.ok(
      socketsA.some((s) => s.frames.some((f) => f.type === 'message' && f.room_id === 1)),
      'the messages came over the room socket',
    );

    // A reload restores the room from storage, with its messages and a fresh socket.
    await pageB.reload();
    await expect(pageB.getByRole('heading', { name: 'Główna sala', level: 1 })).toBeVisible();
    await expect(messageIn(pageB, 'Ja, ale tylko raz.')).toBeVisible();
    await say(pageA, 'Wróciłeś?');
    await expect(messageIn(pageB, 'Wróciłeś?')).toBeVisible(LIVE);
  });

  test('changing rooms moves the socket, and another room is not heard', async () => {
    await pageB.getByRole('button', { name: 'Zmień pokój' }).click();
    const rooms = pageB.getByRole('list', { name: 'Pokoje' });
    await expect(rooms.getByRole('button', { name: /^Główna sala \(tu jesteś\)/ })).toBeVisible();
    const next = rooms.getByRole('button').filter({ hasNotText: 'tu jesteś' }).first();
    const nextName = (await next.locator('.MuiListItemText-primary').innerText()).trim();
    await next.click();
    await pageB.getByRole('button', { name: `Ilvar -> ${nextName}` }).click();
    await expect(pageB.getByRole('heading', { name: nextName, level: 1 })).toBeVisible();
    await expect(pageB.getByText(`Pokój ${nextName} jest pusty`)).toBeVisible();
    await expect(pageB.getByTestId('tavern-message')).toBeHidden();
    await eventually(
      async () => openRoomSockets(socketsB).length === 1 && !openRoomSockets(socketsB)[0].url.includes('room=1&'),
      () => `expected one room socket, not the hall's: ${JSON.stringify(openRoomSockets(socketsB).map((s) => s.url.split('&')[0]))}`,
    );

    await say(pageA, 'Tylko dla sali.');
    await pageB.waitForTimeout(1000);
    assert.equal(await messageIn(pageB, 'Tylko dla sali.').count(), 0, 'a message of the hall does not reach the other room');

    // Leaving goes back outside and closes the room socket.
    await pageB.getByRole('button', { name: 'Wyjdź z karczmy' }).click();
    await expect(pageB.getByTestId('tavern-outside')).toBeVisible();
    await eventually(async () => openRoomSockets(socketsB).length === 0, () => 'expected the room socket closed');
  });

  test("a session post lights the other participant's sidebar dot without waiting for a poll", async () => {
    // A prepares the message in the session's view; B reads it as seen, then waits on /home.
    const created = await api(server, 'POST', '/privateSessions', { title: 'Szept', participantIds: [b.userId] }, a.token);
    assert.ok(created.status < 300, JSON.stringify(created.body));
    const id = created.body.id;
    const seen = await api(server, 'POST', `/privateSessions/${id}/seen`, {}, b.token);
    assert.ok(seen.status < 300, JSON.stringify(seen.body));
    await pageA.goto(`${server.baseUrl}/home/privateSessions/${id}`);
    const editor = pageA.getByRole('textbox', { name: 'Napisz wiadomość…' });
    await expect(editor).toBeVisible({ timeout: 15_000 });
    await editor.click();
    await pageA.keyboard.type('Słyszysz?');

    // The sidebar's dots read the unread summary (issue 15), never the whole list.
    const listReads = requestTimes(pageB, (url) => url.pathname === '/api/sessions/unread');
    await pageB.goto(`${server.baseUrl}/home`);
    const entry = pageB.getByTestId('sidebar').getByRole('link', { name: /^Sesje prywatne/ });
    await expect(entry).toBeVisible();
    await eventually(async () => listReads.length > 0, () => 'expected the unread summary read');
    await pageB.waitForTimeout(500);
    assert.equal(await entry.getByRole('img', { name: 'Nowe wiadomości' }).count(), 0, 'nothing unread yet');

    const postedAt = Date.now();
    const lastPoll = listReads.at(-1);
    await pageA.getByRole('button', { name: 'Wyślij', exact: true }).click();
    await expect(entry.getByRole('img', { name: 'Nowe wiadomości' })).toBeVisible(LIVE);
    // The next poll was not due yet: the read that brought the dot was the push's.
    assert.ok(Date.now() < lastPoll + 10_000, `the dot came ${Date.now() - lastPoll} ms after the last poll`);
    assert.ok(listReads.some((t) => t >= postedAt), 'the unread summary was read again after the post');
    assert.ok(
      socketsB.some((s) => !s.url.includes('room=') && s.frames.some((f) => f.type === 'session_activity' && f.session_id === id && f.kind === 'private')),
      "the activity came over B's own socket",
    );
  });
});

describe("the tavern's events board", () => {
  const news = (page) => page.getByRole('dialog', { name: 'Aktualności w Karczmie' });

  test('an admin adds an event, a player reads it without the admin controls, the admin deletes it', async () => {
    const admin = await playerPage(browser, server, ADMIN.email);
    await admin.goto(tavernUrl());
    await admin.getByRole('button', { name: 'Aktualności w Karczmie' }).click();
    await expect(news(admin).getByText('Obecnie brak aktualnych wydarzeń w karczmie.')).toBeVisible();
    await news(admin).getByRole('button', { name: 'Dodaj wydarzenie' }).click();
    const form = admin.getByRole('dialog', { name: 'Dodaj wydarzenie' });
    const add = form.getByRole('button', { name: 'Dodaj', exact: true });
    await expect(add).toBeDisabled();
    await form.getByLabel('Tytuł').fill('   ');
    await expect(add).toBeDisabled();
    await form.getByLabel('Tytuł').fill('Turniej na pięści');
    await form.getByLabel('Opis (opcjonalnie)').fill('Zwycięzca pije za darmo.');
    await form.getByLabel('Godzina (opcjonalnie)').fill('21:30');
    await add.click();
    await expect(form).toBeHidden();
    const event = news(admin).getByRole('article', { name: 'Turniej na pięści' });
    await expect(event).toBeVisible();
    await expect(event.getByText('Zwycięzca pije za darmo.')).toBeVisible();
    await expect(event.getByText(/, 21:30$/)).toBeVisible();

    await pageB.goto(tavernUrl());
    await pageB.getByRole('button', { name: 'Aktualności w Karczmie' }).click();
    await expect(news(pageB).getByRole('article', { name: 'Turniej na pięści' })).toBeVisible();
    assert.equal(await news(pageB).getByRole('button', { name: /^Usuń/ }).count(), 0);
    assert.equal(await news(pageB).getByRole('button', { name: 'Dodaj wydarzenie' }).count(), 0);
    const refused = await api(server, 'POST', '/tavern/events', { title: 'Bunt', date: '2030-01-01' }, b.token);
    assert.equal(refused.status, 403, JSON.stringify(refused.body));

    await event.getByRole('button', { name: 'Usuń: Turniej na pięści' }).click();
    await admin.getByRole('dialog', { name: 'Usunąć wydarzenie?' }).getByRole('button', { name: 'Usuń', exact: true }).click();
    await expect(news(admin).getByText('Obecnie brak aktualnych wydarzeń w karczmie.')).toBeVisible();
  });
});

describe('the tavern on a phone', () => {
  test("the composer shows every formatting group on screen, in a few rows, and leaves the text its room", async () => {
    await createPlayer(server, 'vesna@mrok.test', { user: 'Vesna', gender: 'Kobieta', race: 'Człowiek' });
    const phone = await playerPage(browser, server, 'vesna@mrok.test', { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await enter(phone, 'Vesna', 'Główna sala');
    const send = phone.getByRole('button', { name: 'Wyślij', exact: true });
    await expect(send).toBeVisible();
    const toolbar = phone.getByRole('toolbar', { name: 'Formatowanie tekstu' });
    const toolbarBox = await toolbar.boundingBox();
    const sendBox = await send.boundingBox();
    assert.ok(toolbarBox.height <= 5 * sendBox.height + 24, `a few rows, not ${toolbarBox.height} px for a ${sendBox.height}-px button`);
    assert.ok(sendBox.x + sendBox.width <= 360, 'Send inside the window');
    const formatting = phone.getByTestId('editor-formatting');
    assert.ok(await formatting.evaluate((row) => row.scrollWidth <= row.clientWidth + 1), 'nothing scrolls sideways');
    // Every tool, the last group's too, lies inside the window without scrolling.
    const outside = await toolbar.getByRole('button').evaluateAll((buttons) =>
      buttons.map((b) => ({ name: b.getAttribute('aria-label') ?? b.textContent, box: b.getBoundingClientRect() })).filter(({ box }) => box.left < 0 || box.right > 360).map(({ name }) => name),
    );
    assert.deepEqual(outside, [], 'every tool inside the window');
    const text = await phone.getByRole('textbox', { name: 'Wiadomość w karczmie' }).boundingBox();
    assert.ok(text.height >= 60, `the text keeps its room: ${text.height} px`);
    await phone.context().close();
  });
});
