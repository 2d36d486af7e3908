// Roleplay sessions (spec 2 §2–§5, §8, §9) between an owner (A) and an invited player (B), with an
// outsider (C): creating a general session, the unread dots, writing as a secondary character and
// as the Narrator, editing one's post, closing and reopening through the archive, the text
// download (by the button and by ?download=true), what an outsider may see, drafts, and the
// pages of the list and of the archive (issue 15).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { expect } from './expect.mjs';
import { api, createPlayer, launchBrowser, loginThroughPage, startServer } from './harness.mjs';

const OWNER = { email: 'morwena@mrok.test', character: { user: 'Morwena Cień', gender: 'Kobieta', race: 'Wampir' } };
const PLAYER = { email: 'ilvar@mrok.test', character: { user: 'Ilvar Mroczny', gender: 'Mężczyzna', race: 'Człowiek' } };
const OUTSIDER = { email: 'obcy@mrok.test', character: { user: 'Obcy Wędrowiec', gender: 'Mężczyzna', race: 'Wilkołak' } };
const SECONDARY = 'Cień Nocy';
const TITLE = 'Krew na śniegu';
const PRIVATE_TITLE = 'Szepty w zaułku';

const TEXTS = {
  first: 'Noc zapadła nad miastem.',
  asSecondary: 'Idę za tobą w milczeniu.',
  edited: 'Idę za tobą, trzymając się cienia.',
  asNarrator: 'Wiatr niesie zapach krwi.',
  afterReopen: 'Wracamy do opowieści.',
  draft: 'Szkic, który przetrwa przeładowanie.',
};

const CLOSED_BANNER = 'Ta sesja została zamknięta – nie można już dodawać wiadomości.';
const NOT_PARTICIPANT_BANNER = 'Nie jesteś uczestnikiem tej sesji. Możesz przeglądać wiadomości, ale nie możesz pisać.';
const NARRATOR_BANNER = 'Następna wiadomość zostanie wysłana jako Narrator.';

let server;
let browser;
let owner;
let player;
let outsider;
/** The owner's and the player's pages, kept open across the tests. */
let ownerPage;
let playerPage;
/** The general session created in the first test. */
let sessionId;
/** The outsider's 21 general sessions of the list's pages ('Zwój 1' … 'Zwój 21'), oldest first. */
const scrolls = [];

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  owner = await createPlayer(server, OWNER.email, OWNER.character);
  player = await createPlayer(server, PLAYER.email, PLAYER.character);
  outsider = await createPlayer(server, OUTSIDER.email, OUTSIDER.character);
  const secondary = await api(
    server,
    'POST',
    '/secondary-characters',
    { userId: player.userId, name: SECONDARY, race: 'Człowiek', gender: 'Mężczyzna', magic: 'Nie' },
    player.token,
  );
  assert.ok(secondary.status < 300, `secondary character: ${secondary.status} ${JSON.stringify(secondary.body)}`);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function loggedInPage(email) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await loginThroughPage(page, server, email);
  await page.waitForURL('**/home');
  return page;
}

const viewUrl = (kind = 'general', id = sessionId) => `${server.baseUrl}/home/${kind}Sessions/${id}`;
const composer = (page) => page.getByRole('textbox', { name: 'Napisz wiadomość…' });
const sendButton = (page) => page.getByRole('button', { name: 'Wyślij', exact: true });
const message = (page, character, text) => page.getByRole('article', { name: `Wiadomość: ${character}` }).filter({ hasText: text });
const unreadDot = (locator) => locator.getByRole('img', { name: 'Nowe wiadomości' });
const sidebarEntry = (page, title) => page.getByTestId('sidebar').getByRole('link', { name: new RegExp(`^${title}`) });

/** Writes `text` in the view's composer and sends it; resolves once the message shows. */
async function post(page, character, text) {
  const editor = composer(page);
  await expect(editor).toBeVisible({ timeout: 15_000 });
  await editor.click();
  await page.keyboard.type(text);
  await sendButton(page).click();
  await expect(message(page, character, text)).toBeVisible();
  await expect(editor).toHaveText('');
}

describe('general sessions', () => {
  test('the owner creates a session with an invited player, a character and a first message', async () => {
    ownerPage = await loggedInPage(OWNER.email);
    const page = ownerPage;
    await page.goto(`${server.baseUrl}/home/generalSessions/new`);
    await expect(page.getByRole('heading', { name: 'Nowa sesja ogólna' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Tytuł sesji' }).fill(TITLE);
    const main = page.getByRole('radio', { name: 'Morwena Cień (postać główna)' });
    await expect(main).toBeVisible();
    await main.check();

    await page.getByRole('combobox', { name: 'ID użytkownika' }).fill(String(player.userId));
    await page.getByRole('button', { name: 'Dodaj', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Dodani uczestnicy' }).getByText(`Ilvar Mroczny (ID ${player.userId})`)).toBeVisible();

    const first = page.getByRole('textbox', { name: 'Pierwsza wiadomość' });
    await expect(first).toBeVisible({ timeout: 15_000 });
    await first.click();
    await page.keyboard.type(TEXTS.first);
    await page.getByRole('button', { name: 'Utwórz sesję' }).click();

    await page.waitForURL(/\/home\/generalSessions\/\d+$/);
    sessionId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(page.getByTestId('session-status')).toHaveText('Aktywna');
    await expect(page.getByRole('list', { name: 'Uczestnicy' }).getByText('Ilvar Mroczny')).toBeVisible();
    await expect(message(page, 'Morwena Cień', TEXTS.first)).toBeVisible();
  });

  test('the invited player sees the unread dot until the session is opened', async () => {
    playerPage = await loggedInPage(PLAYER.email);
    const page = playerPage;
    await expect(unreadDot(sidebarEntry(page, 'Sesje ogólne'))).toBeVisible();
    await sidebarEntry(page, 'Sesje ogólne').click();
    await page.waitForURL('**/home/generalSessions');
    const row = page.getByRole('article', { name: TITLE });
    await expect(unreadDot(row)).toBeVisible();
    await expect(row.getByText('Aktywna')).toBeVisible();

    await row.getByRole('link', { name: 'Otwórz' }).click();
    await page.waitForURL(viewUrl());
    await expect(message(page, 'Morwena Cień', TEXTS.first)).toBeVisible();
    await page.getByRole('link', { name: 'Wróć do listy sesji' }).click();
    await page.waitForURL('**/home/generalSessions');
    await expect(row).toBeVisible();
    await expect(unreadDot(row)).toBeHidden();
    await expect(unreadDot(sidebarEntry(page, 'Sesje ogólne'))).toBeHidden();
    // Seen on the server too: a fresh load shows no dot either.
    await page.reload();
    await expect(row).toBeVisible();
    assert.equal(await unreadDot(row).count(), 0);
    assert.equal(await unreadDot(sidebarEntry(page, 'Sesje ogólne')).count(), 0);
  });

  test('the player writes as a secondary character, then as the Narrator, and edits a post', async () => {
    const page = playerPage;
    await page.goto(viewUrl());
    await expect(composer(page)).toBeVisible({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Zmień postać', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Zmień postać' });
    await picker.getByRole('radio', { name: `${SECONDARY} (postać poboczna)` }).check();
    await picker.getByRole('button', { name: 'Wybierz' }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('button', { name: `Postać: ${SECONDARY}` })).toBeVisible();

    await post(page, SECONDARY, TEXTS.asSecondary);
    const mine = message(page, SECONDARY, TEXTS.asSecondary);
    await expect(mine.getByTestId('message-author')).toHaveText('(Ilvar Mroczny)');

    const narrator = page.getByRole('button', { name: 'Tryb narratora' });
    await expect(narrator).toHaveAttribute('aria-pressed', 'false');
    await narrator.click();
    await expect(narrator).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(NARRATOR_BANNER)).toBeVisible();
    await post(page, 'Narrator', TEXTS.asNarrator);
    await expect(page.getByText(NARRATOR_BANNER)).toBeHidden();
    await expect(narrator).toHaveAttribute('aria-pressed', 'false');
    // The next message is the secondary character's again.
    await expect(page.getByRole('button', { name: `Postać: ${SECONDARY}` })).toBeVisible();

    // Editing one's own post.
    const messageId = await mine.getAttribute('data-message-id');
    const edited = page.locator(`[data-message-id="${messageId}"]`);
    assert.equal(await edited.getByTestId('message-edited').count(), 0);
    assert.equal(
      await message(page, 'Morwena Cień', TEXTS.first).getByRole('button', { name: 'Edytuj' }).count(),
      0,
      'no edit of somebody else’s post',
    );
    await edited.getByRole('button', { name: 'Edytuj' }).click();
    const editor = edited.getByRole('textbox', { name: 'Edycja wiadomości' });
    await expect(editor).toBeVisible({ timeout: 15_000 });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(TEXTS.edited);
    await edited.getByRole('button', { name: 'Zapisz' }).click();
    await expect(editor).toBeHidden();
    await expect(edited.getByTestId('message-edited')).toHaveText('(edytowano)');
    await expect(edited.getByText(TEXTS.edited)).toBeVisible();
    assert.equal(await edited.getByText(TEXTS.asSecondary).count(), 0);
    await page.reload();
    await expect(message(page, SECONDARY, TEXTS.edited).getByTestId('message-edited')).toBeVisible();
  });

  test('the owner closes the session, then reopens it from the archive', async () => {
    const page = ownerPage;
    await page.goto(viewUrl());
    await page.getByRole('button', { name: 'Zamknij sesję' }).click();
    const confirm = page.getByRole('dialog', { name: 'Zamknij sesję' });
    await expect(confirm.getByText(`Czy na pewno chcesz zamknąć sesję „${TITLE}”?`, { exact: false })).toBeVisible();
    await confirm.getByRole('button', { name: 'Zamknij', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('session-status')).toHaveText('Zamknięta');
    await expect(page.getByText(CLOSED_BANNER)).toBeVisible();

    // The player can no longer write.
    await playerPage.reload();
    await expect(playerPage.getByText(CLOSED_BANNER)).toBeVisible();
    await expect(message(playerPage, 'Narrator', TEXTS.asNarrator)).toBeVisible();
    assert.equal(await sendButton(playerPage).count(), 0, 'no composer in a closed session');
    assert.equal(await composer(playerPage).count(), 0, 'no composer in a closed session');
    assert.equal(await playerPage.getByRole('button', { name: 'Edytuj' }).count(), 0, 'no edits in a closed session');
    assert.equal(await playerPage.getByRole('button', { name: 'Zmień postać', exact: true }).count(), 0);

    // An outsider is told only that it is closed: nobody writes there, taking part or not.
    const outsiderPage = await loggedInPage(OUTSIDER.email);
    await outsiderPage.goto(viewUrl());
    await expect(outsiderPage.getByText(CLOSED_BANNER)).toBeVisible();
    await expect(message(outsiderPage, 'Narrator', TEXTS.asNarrator)).toBeVisible();
    assert.equal(await outsiderPage.getByText(NOT_PARTICIPANT_BANNER).count(), 0, 'one notice, the closed one');
    assert.equal(await composer(outsiderPage).count(), 0, 'no composer in a closed session');
    await outsiderPage.context().close();

    // The archive counts it and lets the owner reopen it after a confirmation.
    await page.goto(`${server.baseUrl}/home/generalSessions/archive`);
    await expect(page.getByTestId('archive-count')).toHaveText('Znaleziono w archiwum 1 sesję');
    const row = page.getByRole('article', { name: TITLE });
    await expect(row.getByText('Zamknięta')).toBeVisible();
    await row.getByRole('button', { name: 'Przywróć' }).click();
    const reopen = page.getByRole('dialog', { name: 'Przywróć sesję' });
    await expect(reopen.getByText('Czy na pewno chcesz przywrócić tę sesję?')).toBeVisible();
    await reopen.getByRole('button', { name: 'Przywróć' }).click();
    await expect(reopen).toBeHidden();
    await expect(page.getByText('Archiwum jest puste')).toBeVisible();
    await page.getByRole('link', { name: 'Wróć do listy' }).click();
    await expect(page.getByRole('article', { name: TITLE }).getByText('Aktywna')).toBeVisible();

    // The player writes again.
    await playerPage.reload();
    await expect(playerPage.getByTestId('session-status')).toHaveText('Aktywna');
    assert.equal(await playerPage.getByText(CLOSED_BANNER).count(), 0);
    await post(playerPage, SECONDARY, TEXTS.afterReopen);
  });

  test('the session downloads as a text file, by the button and by ?download=true', async () => {
    const page = ownerPage;
    await page.goto(viewUrl());
    await expect(message(page, SECONDARY, TEXTS.afterReopen)).toBeVisible();

    const detail = await api(server, 'GET', `/generalSessions/${sessionId}`, undefined, owner.token);
    const createdAt = detail.body.created_at ?? detail.body.createdAt;
    assert.ok(createdAt, `the session has a creation time: ${JSON.stringify(detail.body)}`);
    const date = await page.evaluate(
      (at) => new Intl.DateTimeFormat('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Warsaw' }).format(new Date(at)),
      createdAt,
    );

    const downloading = page.waitForEvent('download');
    await page.getByTestId('session-view').getByRole('button', { name: 'Pobierz' }).click();
    const download = await downloading;
    assert.equal(download.suggestedFilename(), `Sesja - ${TITLE} - ${date}.txt`);
    const text = readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
    const lines = text.split('\n');
    assert.equal(lines[0], `Sesja: ${TITLE}`);
    assert.ok(lines.includes('Właściciel: Morwena Cień'), text);
    assert.ok(lines.includes('Status: AKTYWNA'), text);
    const participants = lines.find((line) => line.startsWith('Uczestnicy: '));
    assert.deepEqual(participants?.slice('Uczestnicy: '.length).split(', ').sort(), ['Ilvar Mroczny', 'Morwena Cień']);
    const heads = lines.filter((line) => / — /.test(line));
    assert.equal(heads.length, 4, text);
    // Written as her own main character: the name once, never 'Morwena Cień (Morwena Cień)'.
    assert.match(heads[0], /^Morwena Cień — \S/);
    assert.match(heads[1], new RegExp(`^${SECONDARY} \\(Ilvar Mroczny\\) — .+ \\(edytowano .+\\)$`));
    assert.match(heads[2], /^Narrator \(Ilvar Mroczny\) — \S/);
    assert.match(heads[3], new RegExp(`^${SECONDARY} \\(Ilvar Mroczny\\) — \\S`));
    assert.equal(text.match(/edytowano/g)?.length, 1, 'only the edited message is marked');
    for (const body of [TEXTS.first, TEXTS.edited, TEXTS.asNarrator, TEXTS.afterReopen]) assert.ok(lines.includes(body), `${body} in ${text}`);
    assert.ok(!text.includes(TEXTS.asSecondary), 'the text before the edit is gone');
    assert.ok(!/<p>|&amp;/.test(text), 'plain text, no HTML');
    assert.match(lines.filter(Boolean).at(-1), /^Wygenerowano: .+\. Liczba wiadomości: 4$/);

    // ?download=true: the file comes by itself about a second after the messages load, and the
    // flag leaves the address.
    const started = Date.now();
    const auto = page.waitForEvent('download', { timeout: 15_000 });
    await page.goto(`${viewUrl()}?download=true`);
    const autoDownload = await auto;
    assert.ok(Date.now() - started >= 1_000, 'the download waits about a second');
    assert.equal(autoDownload.suggestedFilename(), `Sesja - ${TITLE} - ${date}.txt`);
    assert.match(readFileSync(await autoDownload.path(), 'utf8'), /Liczba wiadomości: 4/);
    await page.waitForURL((url) => url.pathname === `/home/generalSessions/${sessionId}` && !url.searchParams.has('download'));
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  });

  test('an outsider reads a general session without writing, and never sees a private one', async () => {
    const created = await api(
      server,
      'POST',
      '/privateSessions',
      { title: PRIVATE_TITLE, participantIds: [player.userId], characterType: 'narrator', message: '<p>Szept w ciemności.</p>' },
      owner.token,
    );
    assert.ok(created.status < 300 && created.body?.id, `private session: ${created.status} ${JSON.stringify(created.body)}`);
    const privateId = created.body.id;

    const page = await loggedInPage(OUTSIDER.email);
    await page.goto(viewUrl());
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(message(page, 'Morwena Cień', TEXTS.first)).toBeVisible();
    await expect(message(page, 'Narrator', TEXTS.asNarrator)).toBeVisible();
    await expect(page.getByText(NOT_PARTICIPANT_BANNER)).toBeVisible();
    assert.equal(await sendButton(page).count(), 0, 'no composer for an outsider');
    assert.equal(await composer(page).count(), 0, 'no composer for an outsider');
    assert.equal(await page.getByRole('button', { name: 'Zmień postać', exact: true }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Edytuj' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Zamknij sesję' }).count(), 0);

    await page.goto(viewUrl('private', privateId));
    await expect(page.getByRole('heading', { name: 'Nie znaleziono sesji' })).toBeVisible();
    assert.equal(await page.getByText('Szept w ciemności.').count(), 0);
    await page.goto(`${server.baseUrl}/home/privateSessions`);
    await expect(page.getByRole('heading', { name: 'Sesje prywatne' })).toBeVisible();
    await expect(page.getByText('Brak dostępnych sesji')).toBeVisible();
    assert.equal(await page.getByRole('article', { name: PRIVATE_TITLE }).count(), 0);
    await page.context().close();

    // The invited player does see it, with its dot.
    await playerPage.goto(`${server.baseUrl}/home/privateSessions`);
    await expect(unreadDot(playerPage.getByRole('article', { name: PRIVATE_TITLE }))).toBeVisible();
  });

  test('a draft survives a reload and is gone once sent; the new message is unread for the owner only', async () => {
    // The owner waits on the list (a view open on the session would mark it seen).
    await ownerPage.goto(`${server.baseUrl}/home/generalSessions`);
    await expect(ownerPage.getByRole('article', { name: TITLE })).toBeVisible();
    const page = playerPage;
    await page.goto(viewUrl());
    const editor = composer(page);
    await expect(editor).toBeVisible({ timeout: 15_000 });
    await editor.click();
    await page.keyboard.type(TEXTS.draft);
    // The draft is saved a moment after the last keystroke.
    const draftKey = `mrok:draft:${player.userId}:general-session-${sessionId}`;
    await page.waitForFunction(([key, text]) => localStorage.getItem(key)?.includes(text), [draftKey, TEXTS.draft]);

    await page.reload();
    await expect(composer(page)).toHaveText(TEXTS.draft, { timeout: 15_000 });
    await sendButton(page).click();
    await expect(message(page, SECONDARY, TEXTS.draft)).toBeVisible();
    await expect(composer(page)).toHaveText('');
    await page.waitForFunction((key) => localStorage.getItem(key) === null, draftKey);

    await page.reload();
    await expect(message(page, SECONDARY, TEXTS.draft)).toBeVisible();
    await expect(composer(page)).toBeVisible({ timeout: 15_000 });
    await expect(composer(page)).toHaveText('');

    // One's own message is no news; the owner gets the dot.
    await page.goto(`${server.baseUrl}/home/generalSessions`);
    await expect(page.getByRole('article', { name: TITLE })).toBeVisible();
    assert.equal(await unreadDot(page.getByRole('article', { name: TITLE })).count(), 0);
    assert.equal(await unreadDot(sidebarEntry(page, 'Sesje ogólne')).count(), 0);
    await ownerPage.reload();
    await expect(unreadDot(ownerPage.getByRole('article', { name: TITLE }))).toBeVisible();
    await expect(unreadDot(sidebarEntry(ownerPage, 'Sesje ogólne'))).toBeVisible();
  });
});

describe('the pages of the session list (issue 15)', () => {
  test('20 sessions a page, ?strona in the address, and the dot of a session on page 2 in the sidebar', async () => {
    // 21 newer sessions of the outsider: the player was invited to the first, which lands on page 2.
    for (let n = 1; n <= 21; n++) {
      const created = await api(
        server,
        'POST',
        '/generalSessions',
        { title: `Zwój ${n}`, users: n === 1 ? [player.userId] : [], message: `<p>Zwój numer ${n}.</p>` },
        outsider.token,
      );
      assert.ok(created.status < 300, `session ${n}: ${created.status} ${JSON.stringify(created.body)}`);
      scrolls.push(created.body.id);
    }
    const page = playerPage;
    await page.goto(`${server.baseUrl}/home/generalSessions`);
    await expect(page.getByRole('article', { name: 'Zwój 21' })).toBeVisible();
    assert.equal(await page.getByTestId('session-row').count(), 20);
    assert.equal(await page.getByRole('article', { name: 'Zwój 1', exact: true }).count(), 0);
    // The dot comes from the unread summary, not from the page on screen.
    await expect(unreadDot(sidebarEntry(page, 'Sesje ogólne'))).toBeVisible();

    const pages = page.getByRole('navigation', { name: 'Strony listy sesji' });
    await expect(pages.getByRole('button', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('button', { name: 'Strona 2' }).click();
    await page.waitForURL((url) => url.pathname === '/home/generalSessions' && url.searchParams.get('strona') === '2');
    const invited = page.getByRole('article', { name: 'Zwój 1', exact: true });
    await expect(invited).toBeVisible();
    await expect(unreadDot(invited)).toBeVisible();
    await expect(page.getByRole('article', { name: TITLE })).toBeVisible();
    assert.equal(await page.getByTestId('session-row').count(), 2);
    await expect(pages.getByRole('button', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
    assert.ok(await pages.getByRole('button', { name: 'Następna strona' }).isDisabled());

    // A reload keeps the page; opening the session puts both dots out.
    await page.reload();
    await expect(invited).toBeVisible();
    await invited.getByRole('link', { name: 'Otwórz' }).click();
    await expect(message(page, 'Obcy Wędrowiec', 'Zwój numer 1.')).toBeVisible();
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('strona') === '2');
    await expect(invited).toBeVisible();
    await expect(unreadDot(sidebarEntry(page, 'Sesje ogólne'))).toBeHidden();
    assert.equal(await unreadDot(invited).count(), 0);
    await pages.getByRole('button', { name: 'Poprzednia strona' }).click();
    await page.waitForURL((url) => url.pathname === '/home/generalSessions' && !url.searchParams.has('strona'));
    await expect(page.getByRole('article', { name: 'Zwój 21' })).toBeVisible();
  });

  test('the archive pages the same way, counts every closed session and reopening refreshes the page', async () => {
    // The outsider closes their 21 sessions.
    for (const id of scrolls) {
      const closed = await api(server, 'PATCH', `/generalSessions/${id}/close`, {}, outsider.token);
      assert.ok(closed.status < 300, `close ${id}: ${closed.status} ${JSON.stringify(closed.body)}`);
    }
    const page = await loggedInPage(OUTSIDER.email);
    await page.goto(`${server.baseUrl}/home/generalSessions/archive`);
    await expect(page.getByTestId('archive-count')).toHaveText('Znaleziono w archiwum 21 sesji');
    await expect(page.getByRole('article', { name: 'Zwój 21' })).toBeVisible();
    assert.equal(await page.getByTestId('session-row').count(), 20);
    const pages = page.getByRole('navigation', { name: 'Strony listy sesji' });
    await expect(pages.getByRole('button', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('button', { name: 'Następna strona' }).click();
    await page.waitForURL((url) => url.pathname === '/home/generalSessions/archive' && url.searchParams.get('strona') === '2');
    const oldest = page.getByRole('article', { name: 'Zwój 1', exact: true });
    await expect(oldest).toBeVisible();
    assert.equal(await page.getByTestId('session-row').count(), 1);
    await page.reload();
    await expect(oldest).toBeVisible();
    await expect(page.getByTestId('archive-count')).toHaveText('Znaleziono w archiwum 21 sesji');

    // Reopening the last page's only session leads to the page before, with no pages left.
    await oldest.getByRole('button', { name: 'Przywróć' }).click();
    const reopen = page.getByRole('dialog', { name: 'Przywróć sesję' });
    await reopen.getByRole('button', { name: 'Przywróć' }).click();
    await expect(reopen).toBeHidden();
    await page.waitForURL((url) => url.pathname === '/home/generalSessions/archive' && !url.searchParams.has('strona'));
    await expect(page.getByTestId('archive-count')).toHaveText('Znaleziono w archiwum 20 sesji');
    await expect(page.getByRole('article', { name: 'Zwój 21' })).toBeVisible();
    assert.equal(await page.getByTestId('session-row').count(), 20);
    await expect(pages).toBeHidden();
    await page.context().close();
  });
});
