// The back office (react-admin under /admin/): an admin signs in, finds a player's character by
// its name and approves it (the player's profile then says so), and makes the player a game
// master, who then sees the game masters' empty dashboard; a resident is turned away; an admin
// finds a private session among all of them and has the link to read it on the player site; an
// admin adds, renames and removes a tavern room and players' room list follows; an admin sends
// a global announcement and sees who closed it; an admin turns a resident message on and off and
// imprisons a player; an admin renames a character and deletes a player in the admin panel and
// reads both in the audit log; on a phone the admin panel's buttons and dialogs show their words
// and its tools refuse a bad ID or number of days in words. The
// pages must run under the server's Content-Security-Policy without a single violation.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './expect.mjs';
import { ADMIN_DIST, PASSWORD, api, createPlayer, launchBrowser, loginThroughPage, startServer } from './harness.mjs';

const ADMIN = 'straznik.panelu@mrok.test';
const PLAYER = { email: 'morwen@mrok.test', character: { user: 'Morwen Cień', gender: 'Kobieta', race: 'Wampir' } };
const OTHER = { email: 'sasiad@mrok.test', character: { user: 'Sąsiad Zza Muru', gender: 'Mężczyzna', race: 'Wilkołak' } };
const PRIVATE_TITLE = 'Szept za murem';
const GENERAL_TITLE = 'Narada w karczmie';
const REFUSAL = 'Panel administracyjny jest tylko dla administratorów i mistrzów gry.';

let server;
let browser;
let player;
let other;

before(async () => {
  if (!existsSync(join(ADMIN_DIST, 'index.html'))) throw new Error(`${ADMIN_DIST} is missing: run \`make admin\` (or set MROK_ADMIN_DIST)`);
  server = await startServer();
  browser = await launchBrowser();
  server.cli(['user', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin']);
  player = await createPlayer(server, PLAYER.email, PLAYER.character);
  other = await createPlayer(server, OTHER.email, OTHER.character);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh browser context (desktop unless `viewport` says otherwise) on the back office's login page; CSP violations are collected. */
async function backOfficePage(viewport = { width: 1400, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const violations = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  let navigations = 0;
  page.on('framenavigated', () => navigations++);
  await page.goto(`${server.baseUrl}/admin/`);
  await page.waitForURL('**/admin/login');
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  // The way to the login page is one redirect, never a loop of them.
  await new Promise((r) => setTimeout(r, 300));
  assert.ok(navigations <= 4, `${navigations} navigations on the way to the login page`);
  return { page, violations };
}

async function signIn(page, email) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

async function apiLogin(email) {
  const response = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  assert.equal(response.status, 200, `login of ${email}`);
  return response.json();
}

describe('the back office', () => {
  test('an admin approves a player’s character found by its name', async () => {
    const { page, violations } = await backOfficePage();
    assert.equal(await page.title(), 'Mrok — panel administracyjny');
    await signIn(page, ADMIN);
    await expect(page.getByText(`Witaj, ${ADMIN}`)).toBeVisible();

    await page.getByRole('menuitem', { name: 'Postacie' }).click();
    await page.waitForURL('**/admin/characters**');
    await page.getByPlaceholder('Szukaj').fill('Morwen');
    const row = page.getByRole('row').filter({ hasText: 'Morwen Cień' });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Sąsiad Zza Muru' })).toBeHidden();
    await expect(row.getByText(PLAYER.email)).toBeVisible();
    await expect(row.getByText('główna')).toBeVisible();

    await row.getByRole('button', { name: 'Zaakceptuj' }).click();
    await expect(page.getByText('Postać została zaakceptowana!')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Cofnij akceptację' })).toBeVisible();

    const { token } = await apiLogin(PLAYER.email);
    const response = await fetch(`${server.baseUrl}/api/home/profile/${player.userId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(response.status, 200);
    const profile = await response.json();
    assert.equal(profile.profileData.approved, true, 'the profile shows the approval');

    // The character's own page takes the approval back.
    await row.getByText('Morwen Cień').click();
    await page.waitForURL(/\/admin\/characters\/\d+\/show$/);
    await expect(page.getByText('Wampir')).toBeVisible();
    await page.getByRole('button', { name: 'Cofnij akceptację' }).click();
    await expect(page.getByText('Postać została odrzucona!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zaakceptuj' })).toBeVisible();
    const again = await fetch(`${server.baseUrl}/api/home/profile/${player.userId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal((await again.json()).profileData.approved, false);
    await page.getByRole('button', { name: 'Zaakceptuj' }).click();
    await expect(page.getByText('Postać została zaakceptowana!')).toBeVisible();

    // The player sees the approval on their profile page.
    const playerContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const playerPage = await playerContext.newPage();
    await loginThroughPage(playerPage, server, PLAYER.email, PASSWORD);
    await playerPage.waitForURL('**/home');
    await playerPage.goto(`${server.baseUrl}/home/profile/${player.userId}`);
    await expect(playerPage.getByTestId('approval').first()).toHaveText('Zaakceptowana');
    await playerContext.close();

    assert.deepEqual(violations, []);
    await page.context().close();
  });

  test('a resident is turned away', async () => {
    const { page, violations } = await backOfficePage();
    await signIn(page, OTHER.email);
    await expect(page.getByText(REFUSAL)).toBeVisible();
    assert.match(page.url(), /\/admin\/login$/);
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    // A reload still lands on the login page.
    await page.goto(`${server.baseUrl}/admin/characters`);
    await page.waitForURL('**/admin/login');
    assert.deepEqual(violations, []);
    await page.context().close();
  });

  test('an admin finds a private session and the link to read it in the game', async () => {
    const { token } = await apiLogin(PLAYER.email);
    const created = await api(
      server,
      'POST',
      '/privateSessions',
      { title: PRIVATE_TITLE, participantIds: [other.userId], message: '<p>Ktoś słucha pod oknem.</p>' },
      token,
    );
    assert.ok(created.status < 300 && created.body?.id, `private session: ${created.status} ${JSON.stringify(created.body)}`);
    const privateId = created.body.id;
    const general = await api(server, 'POST', '/generalSessions', { title: GENERAL_TITLE, users: [other.userId] }, token);
    assert.ok(general.status < 300 && general.body?.id, `general session: ${general.status} ${JSON.stringify(general.body)}`);

    const { page, violations } = await backOfficePage();
    await signIn(page, ADMIN);
    await expect(page.getByText(`Witaj, ${ADMIN}`)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sesje' }).click();
    await page.waitForURL('**/admin/sessions**');
    const row = page.getByRole('row').filter({ hasText: PRIVATE_TITLE });
    await expect(row).toBeVisible();
    await expect(row.getByText('Prywatna')).toBeVisible();
    await expect(row.getByText('Morwen Cień')).toBeVisible();
    await expect(row.getByText('Aktywna')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: GENERAL_TITLE }).getByText('Ogólna')).toBeVisible();

    await page.getByRole('combobox', { name: 'Rodzaj' }).click();
    await page.getByRole('option', { name: 'Prywatne' }).click();
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"kind":"private"'));
    await expect(page.getByRole('row').filter({ hasText: GENERAL_TITLE })).toBeHidden();
    await expect(row).toBeVisible();
    const link = row.getByRole('link', { name: 'Otwórz w grze' });
    assert.equal(await link.getAttribute('href'), `/home/privateSessions/${privateId}`);
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.deepEqual(violations, []);
    await page.context().close();
  });

  test('an admin adds, renames and removes a tavern room, and players choose from the rooms there are', async () => {
    const { token } = await apiLogin(PLAYER.email);
    const roomNames = async () => (await api(server, 'GET', '/tavern/rooms', undefined, token)).body.rooms.map((r) => r.name);
    const { page, violations } = await backOfficePage();
    await signIn(page, ADMIN);
    await expect(page.getByText(`Witaj, ${ADMIN}`)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Pokoje karczmy' }).click();
    await page.waitForURL('**/admin/tavernRooms**');
    await expect(page.getByRole('row').filter({ hasText: 'Główna sala' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Piwnica' })).toBeVisible();

    await page.getByRole('link', { name: 'Dodaj pokój' }).click();
    await page.getByLabel('Nazwa').fill('Stajnia');
    await page.getByLabel('Opis').fill('Siano, konie i stajenny, który wszystko słyszy.');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.waitForURL(/\/admin\/tavernRooms$/);
    const stable = page.getByRole('row').filter({ hasText: 'Stajnia' });
    await expect(stable).toBeVisible();
    assert.deepEqual((await roomNames()).at(-1), 'Stajnia');

    // A name in use is refused with the server's words and nothing is added.
    await page.getByRole('link', { name: 'Dodaj pokój' }).click();
    await page.getByLabel('Nazwa').fill('piwnica');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByText('Pokój o tej nazwie już jest w karczmie.')).toBeVisible();
    assert.equal((await roomNames()).length, 5);

    await page.goto(`${server.baseUrl}/admin/tavernRooms`);
    await stable.getByText('Stajnia').click();
    await page.waitForURL(/\/admin\/tavernRooms\/\d+$/);
    await page.getByLabel('Nazwa').fill('Stajnia pod Kopytem');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.waitForURL(/\/admin\/tavernRooms$/);
    const renamed = page.getByRole('row').filter({ hasText: 'Stajnia pod Kopytem' });
    await expect(renamed).toBeVisible();
    assert.ok((await roomNames()).includes('Stajnia pod Kopytem'));

    // Removing asks first, saying the messages go with the room.
    await renamed.getByRole('button', { name: 'Usuń' }).click();
    await expect(page.getByText('Usunąć pokój „Stajnia pod Kopytem” razem ze wszystkimi wiadomościami?', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Potwierdź' }).click();
    // (While the dialog is open the table is hidden from the accessibility tree: wait for the word.)
    await expect(page.getByText('Usunięto element')).toBeVisible();
    await expect(renamed).toBeHidden();
    assert.deepEqual(await roomNames(), ['Główna sala', 'Piwnica', 'Kącik przy kominku', 'Izby na piętrze']);
    assert.deepEqual(violations, []);
    await page.context().close();
  });

  test('an admin posts, archives and restores news and adds and removes a tavern event, and players see each', async () => {
    const { token } = await apiLogin(PLAYER.email);
    // The feed without the welcome item every fresh install opens with.
    const WELCOME = 'Witaj w Mroku, wędrowcze';
    const feed = async () => (await api(server, 'GET', '/news', undefined, token)).body.map((n) => n.title).filter((t) => t !== WELCOME);
    const board = async () => (await api(server, 'GET', '/tavern/events', undefined, token)).body.events.map((e) => e.title);
    const { page, violations } = await backOfficePage();
    await signIn(page, ADMIN);
    await expect(page.getByText(`Witaj, ${ADMIN}`)).toBeVisible();

    await page.getByRole('menuitem', { name: 'Wieści' }).click();
    await page.waitForURL('**/admin/news**');
    await page.getByRole('link', { name: 'Dodaj Wieść' }).click();
    await page.getByLabel('Tytuł').fill('Targ przy bramie');
    await page.getByLabel('Treść').fill('<p>Kupcy z południa <strong>przybyli</strong>.</p><script>alert(1)</script>');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.waitForURL(/\/admin\/news$/);
    const row = page.getByRole('row').filter({ hasText: 'Targ przy bramie' });
    await expect(row.getByText('Na liście wieści')).toBeVisible();
    assert.deepEqual(await feed(), ['Targ przy bramie']);
    const posted = (await api(server, 'GET', '/news', undefined, token)).body[0];
    assert.ok(!posted.content.includes('script'), posted.content);

    // Archived after the player site's question, it leaves the feed; put back, it returns.
    await row.getByRole('button', { name: 'Archiwizuj' }).click();
    await expect(page.getByText('Wieść „Targ przy bramie” zniknie z listy wieści.')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Archiwizuj' }).click();
    await expect(page.getByText('Wieść zarchiwizowana.')).toBeVisible();
    await expect(row.getByText('W archiwum')).toBeVisible();
    assert.deepEqual(await feed(), []);
    await row.getByRole('button', { name: 'Przywróć' }).click();
    await expect(page.getByText('Wieść wróciła na listę wieści.')).toBeVisible();
    await expect(row.getByText('Na liście wieści')).toBeVisible();
    assert.deepEqual(await feed(), ['Targ przy bramie']);

    await page.getByRole('menuitem', { name: 'Wydarzenia karczmy' }).click();
    await page.waitForURL('**/admin/tavernEvents**');
    await page.getByRole('link', { name: 'Dodaj wydarzenie' }).click();
    await page.getByLabel('Tytuł').fill('Turniej łuczniczy');
    await page.getByLabel('Dzień').fill('2099-05-01');
    await page.getByLabel('Godzina').fill('18:30');
    await page.getByLabel('Opis').fill('Na dziedzińcu, o zmierzchu.');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.waitForURL(/\/admin\/tavernEvents$/);
    const event = page.getByRole('row').filter({ hasText: 'Turniej łuczniczy' });
    await expect(event.getByText('01.05.2099, 18:30')).toBeVisible();
    assert.deepEqual(await board(), ['Turniej łuczniczy']);
    await event.getByRole('button', { name: 'Usuń' }).click();
    await expect(page.getByText('Usunąć wydarzenie „Turniej łuczniczy”? Zniknie z tablicy w karczmie.')).toBeVisible();
    await page.getByRole('button', { name: 'Potwierdź' }).click();
    await expect(page.getByText('Usunięto element')).toBeVisible();
    await expect(event).toBeHidden();
    assert.deepEqual(await board(), []);
    assert.deepEqual(violations, []);
    await page.context().close();
  });

  test('an admin sends an announcement and sees who has closed it', async () => {
    const { page, violations } = await backOfficePage();
    await signIn(page, ADMIN);
    await expect(page.getByText(`Witaj, ${ADMIN}`)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Ogłoszenia globalne' }).click();
    await page.waitForURL('**/admin/globalMessages**');
    await page.getByRole('link', { name: 'Wyślij ogłoszenie' }).click();
    // Both fields are required before anything is sent.
    await page.getByLabel('Tytuł').fill('Mróz nad Mrokiem');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByText('Tytuł i treść wiadomości nie mogą być puste').first()).toBeVisible();
    await page.getByLabel('Treść').fill('Bramy zamknięte do świtu.\nNie wychodźcie nocą.');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.waitForURL(/\/admin\/globalMessages\/\d+\/show$/);
    const id = Number(page.url().match(/globalMessages\/(\d+)\/show/)[1]);
    await expect(page.getByText('Nikt jeszcze nie zamknął tego ogłoszenia.')).toBeVisible();

    // The player gets it once; after closing it, it is not offered again, and the admin sees them.
    const { token } = await apiLogin(PLAYER.email);
    const unread = await api(server, 'GET', '/global-notifications/unread', undefined, token);
    assert.deepEqual(unread.body.messages.map((m) => m.content), ['Bramy zamknięte do świtu.\nNie wychodźcie nocą.']);
    assert.equal((await api(server, 'POST', `/global-notifications/mark-read/${id}`, {}, token)).status, 200);
    assert.deepEqual((await api(server, 'GET', '/global-notifications/unread', undefined, token)).body.messages, []);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: PLAYER.email })).toBeVisible();
    await expect(page.getByText(/Przeczytało 1 z \d+/)).toBeVisible();
    assert.deepEqual(violations, []);
    await page.context().close();
  });

  test('an admin blocks the game for residents with a resident message, and imprisons a player', async () => {
    const { token } = await apiLogin(OTHER.email);
    const { page, violations } = await backOfficePage();
    await signIn(page, ADMIN);
    await expect(page.getByText(`Witaj, ${ADMIN}`)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Komunikaty dla mieszkańców' }).click();
    await page.waitForURL('**/admin/residentMessages**');
    await page.getByRole('link', { name: 'Dodaj komunikat' }).click();
    await page.getByLabel('Tytuł').fill('Przerwa techniczna');
    // The content is written with the site's announcement editor, not typed as HTML.
    const content = page.getByRole('textbox', { name: 'Treść' });
    await content.click();
    await page.keyboard.type('Wracamy o ');
    await page.getByRole('button', { name: 'Pogrubienie' }).click();
    await page.keyboard.type('świcie');
    await page.getByRole('button', { name: 'Pogrubienie' }).click();
    await page.keyboard.type('.');
    assert.equal(await page.locator('textarea').count(), 0, 'no HTML text area');
    await page.getByRole('button', { name: 'Zapisz' }).click();
    await page.waitForURL(/\/admin\/residentMessages$/);
    const row = page.getByRole('row').filter({ hasText: 'Przerwa techniczna' });
    await row.getByRole('button', { name: 'Włącz blokadę' }).click();
    await expect(page.getByText('Komunikat jest teraz aktywny')).toBeVisible();
    // Residents get what the editor wrote, bold included.
    const shown = await api(server, 'GET', '/admin/check-resident-message');
    assert.equal(shown.body.content, '<p>Wracamy o <strong>świcie</strong>.</p>', JSON.stringify(shown.body));
    assert.equal((await api(server, 'GET', '/tavern/rooms', undefined, token)).status, 403, 'a resident is blocked');
    await row.getByRole('button', { name: 'Wyłącz' }).click();
    await expect(page.getByText('Komunikat jest teraz nieaktywny')).toBeVisible();
    assert.equal((await api(server, 'GET', '/tavern/rooms', undefined, token)).status, 200, 'and plays again');

    await page.getByRole('menuitem', { name: 'Konta' }).click();
    await page.getByRole('row').filter({ hasText: OTHER.email }).getByText(OTHER.email).click();
    await page.getByLabel('Liczba dni').fill('2');
    await page.getByRole('button', { name: 'Wtrąć do więzienia' }).click();
    await expect(page.getByText(/Gracz trafił do więzienia do/)).toBeVisible();
    const status = await api(server, 'GET', '/check-prison-status', undefined, token);
    assert.equal(status.body.blocked, true);
    assert.equal(status.body.daysLeft, 2);
    assert.deepEqual(violations, []);
    await page.context().close();
  });

  test('an admin renames a character in the admin panel, deletes a player after the preview and the phrase, and reads both in the audit log', async () => {
    const victim = await createPlayer(server, 'ofiara@mrok.test', { user: 'Ofiara Mgły', gender: 'Kobieta', race: 'Człowiek' });
    const { page, violations } = await backOfficePage();
    await signIn(page, ADMIN);
    await page.getByRole('menuitem', { name: 'Panel admina' }).click();
    await page.waitForURL('**/admin/panel');
    const section = (title) => page.locator('.MuiAccordion-root').filter({ has: page.getByRole('heading', { name: title }) });

    const nick = section('Zmień nick postaci głównej');
    await nick.getByRole('heading').click();
    await nick.getByLabel('ID gracza').fill(String(victim.userId));
    await nick.getByLabel('Nowy nick').fill('Nowe Imię');
    await nick.getByRole('button', { name: 'Zmień nick', exact: true }).click();
    await expect(page.getByText('Nick został zmieniony z „Ofiara Mgły” na „Nowe Imię”.')).toBeVisible();

    const danger = section('Strefa niebezpieczna: usuń gracza');
    await danger.getByRole('heading').click();
    await danger.getByLabel('ID gracza').fill(String(victim.userId));
    await danger.getByRole('button', { name: 'Usuń gracza', exact: true }).click();
    await expect(page.getByText('Najpierw pobierz dane gracza')).toBeVisible();
    await danger.getByRole('button', { name: 'Pobierz dane gracza' }).click();
    await expect(danger.getByTestId('deletion-preview')).toContainText('E-mail: ofiara@mrok.test');
    await expect(danger.getByTestId('deletion-preview')).toContainText('Postać: Nowe Imię');
    const tryPhrase = async (phrase) => {
      await danger.getByRole('button', { name: 'Usuń gracza', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Dalej' }).click();
      await dialog.getByLabel('Fraza').fill(phrase);
      await dialog.getByRole('button', { name: 'Usuń gracza' }).click();
      await expect(dialog).toBeHidden();
    };
    await tryPhrase('usuń gracza');
    await expect(page.getByText('Usuwanie anulowane: fraza się nie zgadza.')).toBeVisible();
    assert.equal((await api(server, 'POST', '/login', { email: 'ofiara@mrok.test', password: PASSWORD })).status, 200, 'still there');
    await tryPhrase('USUŃ GRACZA');
    await expect(page.getByText(/Gracz został usunięty pomyślnie!/)).toBeVisible();
    assert.equal((await api(server, 'GET', '/check-prison-status', undefined, victim.token)).status, 401, 'the token died');
    assert.notEqual((await api(server, 'POST', '/login', { email: 'ofiara@mrok.test', password: PASSWORD })).status, 200, 'gone');

    await page.getByRole('menuitem', { name: 'Dziennik zmian' }).click();
    await page.waitForURL('**/admin/auditLog**');
    await expect(page.getByRole('row').filter({ hasText: 'adminDeleteUser' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'adminChangeNickname' }).filter({ hasText: 'Ofiara Mgły' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Bugtrack' }).click();
    await expect(page.getByRole('heading', { name: 'Bugtrack' })).toBeVisible();
    assert.deepEqual(violations, []);
    await page.context().close();
  });

  test('on a phone the admin panel’s buttons and dialogs show their words, and its tools say what is wrong with a number', async () => {
    const walker = await createPlayer(server, 'telefon@mrok.test', { user: 'Wędrowiec Nocy', gender: 'Mężczyzna', race: 'Człowiek' });
    const { token } = await apiLogin(ADMIN);
    const added = await api(server, 'POST', '/admin/resident-messages', { title: 'Mgła nad miastem', content: '<p>Na chwilę.</p>' }, token);
    assert.ok(added.status < 300, `resident message: ${added.status}`);
    const { page, violations } = await backOfficePage({ width: 360, height: 740 });
    await signIn(page, ADMIN);
    await expect(page.getByText(`Witaj, ${ADMIN}`)).toBeVisible();
    await page.goto(`${server.baseUrl}/admin/panel`);
    await expect(page.getByRole('heading', { name: 'Panel admina' })).toBeVisible();
    const section = (title) => page.locator('.MuiAccordion-root').filter({ has: page.getByRole('heading', { name: title }) });
    const sections = page.locator('.MuiAccordion-root');
    for (let i = 0; i < (await sections.count()); i++) await sections.nth(i).getByRole('heading').click();
    await expect(page.getByRole('button', { name: 'Pobierz dane gracza' })).toBeVisible();

    /**
     * Visible buttons and links that show neither words nor an icon (react-admin's <Button>
     * without an icon, on a phone); the skip link waits above the page until focused.
     */
    const blank = () =>
      page.locator('button:visible, a:visible').evaluateAll((controls) =>
        controls
          .filter((control) => {
            const box = control.getBoundingClientRect();
            if (getComputedStyle(control).position === 'fixed' && box.bottom <= 0) return false;
            const icon = [...control.querySelectorAll('svg')].some((svg) => svg.getBoundingClientRect().width > 0);
            return box.width === 0 || (!control.innerText.trim() && !icon);
          })
          .map((control) => control.getAttribute('aria-label') ?? control.outerHTML.slice(0, 80)),
      );
    assert.deepEqual(await blank(), []);
    for (const label of ['Bugtrack', 'Zmień nick', 'Pobierz postacie', 'Dodaj osiągnięcie', 'Edytuj wszystkie', 'Pobierz statystyki', 'Wtrąć do więzienia', 'Zwolnij z więzienia', 'Pobierz dane gracza', 'Usuń gracza']) {
      assert.equal(await page.getByText(label, { exact: true }).first().isVisible(), true, `'${label}' is written on its button`);
    }

    // A filled ID that is not a positive whole number, and a fraction of a day, are named as such.
    const nick = section('Zmień nick postaci głównej');
    await nick.getByLabel('ID gracza').fill('-3');
    await nick.getByLabel('Nowy nick').fill('Nowe Imię');
    await nick.getByRole('button', { name: 'Zmień nick', exact: true }).click();
    await expect(page.getByText('Nieprawidłowy identyfikator: ID musi być dodatnią liczbą całkowitą.')).toBeVisible();
    const prison = section('Zablokuj gracza (więzienie)');
    await prison.getByLabel('ID gracza').fill(String(walker.userId));
    await prison.getByLabel('Liczba dni').fill('2.5');
    await prison.getByRole('button', { name: 'Wtrąć do więzienia' }).click();
    await expect(page.getByText('Podaj liczbę dni kary: od 1 do 3650.')).toBeVisible();
    assert.equal((await api(server, 'GET', '/check-prison-status', undefined, walker.token)).body.blocked, false, 'nothing was sent');

    // The deletion's confirmation shows 'Anuluj' and 'Dalej'.
    const danger = section('Strefa niebezpieczna: usuń gracza');
    await danger.getByLabel('ID gracza').fill(String(walker.userId));
    await danger.getByRole('button', { name: 'Pobierz dane gracza' }).click();
    await expect(danger.getByTestId('deletion-preview')).toContainText('E-mail: telefon@mrok.test');
    await danger.getByRole('button', { name: 'Usuń gracza', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Dalej', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Anuluj', { exact: true })).toBeVisible();
    assert.deepEqual(await blank(), []);
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await expect(dialog).toBeHidden();

    // The resident messages' toggle.
    await page.goto(`${server.baseUrl}/admin/residentMessages`);
    await expect(page.getByText('Mgła nad miastem')).toBeVisible();
    await expect(page.getByText('Włącz blokadę', { exact: true }).first()).toBeVisible();
    assert.deepEqual(await blank(), []);
    await api(server, 'DELETE', `/admin/resident-messages/${added.body.data.id}`, undefined, token);
    assert.deepEqual(violations, []);
    await page.context().close();
  });

  test('an admin makes the player a game master, who finds nothing to do yet', async () => {
    const { page, violations } = await backOfficePage();
    await signIn(page, ADMIN);
    await expect(page.getByText(`Witaj, ${ADMIN}`)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Konta' }).click();
    await page.waitForURL('**/admin/users**');
    const row = page.getByRole('row').filter({ hasText: PLAYER.email });
    await expect(row).toBeVisible();
    await expect(row.getByText('Morwen Cień')).toBeVisible();
    await expect(row.getByText('Mieszkaniec')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: ADMIN })).toBeVisible();

    // One's own demotion is refused with the server's message.
    await page.getByRole('row').filter({ hasText: ADMIN }).getByText(ADMIN).click();
    await page.getByRole('link', { name: 'Zmień rolę' }).click();
    await page.getByRole('combobox', { name: 'Rola' }).click();
    await page.getByRole('option', { name: 'Mieszkaniec' }).click();
    await page.getByRole('button', { name: 'Zapisz rolę' }).click();
    await expect(page.getByText('Nie możesz odebrać sobie roli administratora')).toBeVisible();

    await page.getByRole('menuitem', { name: 'Konta' }).click();
    await page.getByPlaceholder('Szukaj').fill('morwen');
    await page.getByRole('row').filter({ hasText: PLAYER.email }).getByText(PLAYER.email).click();
    await page.waitForURL(/\/admin\/users\/\d+\/show$/);
    await page.getByRole('link', { name: 'Zmień rolę' }).click();
    await page.waitForURL(/\/admin\/users\/\d+$/);
    await page.getByRole('combobox', { name: 'Rola' }).click();
    await page.getByRole('option', { name: 'Mistrz gry' }).click();
    await page.getByRole('button', { name: 'Zapisz rolę' }).click();
    await expect(page.getByText('Rola została zmieniona!')).toBeVisible();
    await page.waitForURL(/\/admin\/users\/\d+\/show$/);
    await expect(page.getByText('Mistrz gry')).toBeVisible();
    assert.equal((await apiLogin(PLAYER.email)).userRole, 'mistrz_gry');
    assert.equal((await apiLogin(ADMIN)).userRole, 'admin', 'the admin kept the role');
    assert.deepEqual(violations, []);
    await page.context().close();

    // The new game master gets in, to an empty dashboard and no resources.
    const gm = await backOfficePage();
    await signIn(gm.page, PLAYER.email);
    await expect(gm.page.getByTestId('game-master-note')).toBeVisible();
    await expect(gm.page.getByText('Na razie nie ma tu nic do zrobienia dla mistrzów gry', { exact: false })).toBeVisible();
    assert.equal(await gm.page.getByRole('menuitem', { name: 'Postacie' }).count(), 0);
    // A typed-in address of an admin page is simply not there for a game master, who stays signed in.
    await gm.page.goto(`${server.baseUrl}/admin/characters`);
    await expect(gm.page.getByText('Nie znaleziono')).toBeVisible();
    assert.notEqual(await gm.page.evaluate(() => localStorage.getItem('token')), null);
    assert.deepEqual(gm.violations, []);
    await gm.page.context().close();
  });
});
