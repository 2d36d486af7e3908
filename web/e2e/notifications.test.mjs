// The notification centre (issue 40): player A sits on /home; player B, through the API, opens a
// general session with A in it and posts a reply; A's bell counts it without a reload (the live
// socket; the poll is a minute away). A opens the panel, sees the notice naming the session,
// opens it, lands in the session and the count drops; /home/notifications lists it as read. On
// /home/settings A turns e-mail off for one kind and the digest to 'Co godzinę', saves, reloads:
// the choices stayed (and the API says so). On a phone the bell is in the top bar and opens.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, expect } from './expect.mjs';
import { PHONE, api, apiOk, createPlayer, launchBrowser, playerPage, startServer, bell, unreadCount } from './harness.mjs';

const A = { email: 'wrona@mrok.test', character: { user: 'Wrona', gender: 'Kobieta', race: 'Wampir' } };
const B = { email: 'kruk@mrok.test', character: { user: 'Kruk', gender: 'Mężczyzna', race: 'Wilkołak' } };
const TITLE = 'Szept pod mostem';
/** Well under the 60-s fallback poll: a count seen within it came by the socket. */
const LIVE = 15_000;

let server;
let browser;
let a;
let b;


before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  a = await createPlayer(server, A.email, A.character);
  b = await createPlayer(server, B.email, B.character);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the notification centre', () => {
  test('the bell counts a reply of a second player live; the notice leads to the session', async () => {
    const page = await playerPage(browser, server, A.email);
    await expect(bell(page)).toBeVisible();
    assert.equal(await bell(page).getAttribute('aria-label'), 'Powiadomienia', 'nothing unread at first');
    const reloads = [];
    page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) reloads.push(frame.url()); });

    const main = (await apiOk(server, "B's characters", 'GET', `/users/${b.userId}/characters`, null, b.token)).mainCharacter.id;
    const session = await apiOk(server, 'the session', 'POST', '/generalSessions',
      { title: TITLE, users: [a.userId], characterType: 'main', characterId: main, message: '<p>Mgła znad rzeki.</p>' }, b.token);
    await eventually(async () => (await unreadCount(page)) >= 1, () => 'the invitation is counted live', LIVE);
    // Settled: what the opening brought (the invitation, maybe its first post).
    await new Promise((r) => setTimeout(r, 1000));
    const before = await unreadCount(page);
    await apiOk(server, 'the reply', 'POST', `/generalSessions/${session.id}/messages`, { message: '<p>Ktoś idzie.</p>', isNarrator: false }, b.token);
    await eventually(async () => (await unreadCount(page)) > before, () => `the reply is counted live (was ${before})`, LIVE);
    const unread = await unreadCount(page);
    assert.ok(unread >= 1);
    assert.equal(await bell(page).getAttribute('aria-label'), `Powiadomienia, nieprzeczytane: ${unread}`);
    assert.deepEqual(reloads, [], 'no reload');

    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Powiadomienia' });
    await expect(panel).toBeVisible();
    // The focus is in the panel (on the newest notice); Escape gives it back to the bell.
    await eventually(() => panel.evaluate((el) => el.contains(document.activeElement)), () => 'focus in the panel');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await eventually(() => bell(page).evaluate((el) => el === document.activeElement), () => 'focus back on the bell');

    await bell(page).click();
    const notice = panel.getByRole('button', { name: new RegExp(`Nowy wpis w sesji „${TITLE}”`) });
    await expect(notice).toBeVisible();
    assert.equal(await notice.locator('.MuiListItemText-primary').evaluate((el) => getComputedStyle(el).fontWeight), '700', 'unread is bold');
    await notice.click();
    await page.waitForURL(`**/home/generalSessions/${session.id}`);
    await expect(page.getByText('Ktoś idzie.')).toBeVisible();
    await eventually(async () => (await unreadCount(page)) < unread, () => `the count drops below ${unread}`);

    await page.goto(`${server.baseUrl}/home/notifications`);
    await expect(page.getByRole('heading', { name: 'Powiadomienia', level: 1 })).toBeVisible();
    const listed = page.getByRole('main').getByRole('button', { name: new RegExp(`Nowy wpis w sesji „${TITLE}”`) });
    await expect(listed).toBeVisible();
    assert.equal(await listed.locator('.MuiListItemText-primary').evaluate((el) => getComputedStyle(el).fontWeight), '400', 'read is not bold');
    const list = (await apiOk(server, 'the notices', 'GET', '/notifications?page=1&limit=20', null, a.token)).items;
    const post = list.find((n) => n.kind === 'session_post');
    assert.ok(post?.readAt, 'the session post notice is read');
    await page.context().close();
  });

  test('the settings table saves: e-mail off for one kind, the digest hourly', async () => {
    const page = await playerPage(browser, server, A.email);
    await page.goto(`${server.baseUrl}/home/settings`);
    const section = page.getByRole('region', { name: 'Powiadomienia' });
    const email = section.getByRole('checkbox', { name: 'Wiadomości prywatne: E-mail' });
    await expect(email).toBeVisible();
    const was = await email.isChecked();
    const digest = section.getByRole('combobox', { name: 'Podsumowanie e-mail' });
    await digest.click();
    await page.getByRole('option', { name: 'Co godzinę' }).click();
    await expect(digest).toHaveText('Co godzinę');
    await email.click();
    assert.equal(await email.isChecked(), !was);
    await section.getByRole('button', { name: 'Zapisz' }).click();
    await expect(page.getByText('Zapisano ustawienia powiadomień.')).toBeVisible();

    await page.reload();
    await expect(section.getByRole('checkbox', { name: 'Wiadomości prywatne: E-mail' })).toBeVisible();
    assert.equal(await section.getByRole('checkbox', { name: 'Wiadomości prywatne: E-mail' }).isChecked(), !was);
    await expect(section.getByRole('combobox', { name: 'Podsumowanie e-mail' })).toHaveText('Co godzinę');
    const stored = await apiOk(server, 'the settings', 'GET', '/notifications/settings', null, a.token);
    assert.equal(stored.kinds.message.email, !was);
    assert.equal(stored.digest, 'hourly');
    await page.context().close();
  });

  test('on a phone the bell is reachable and opens its panel', async () => {
    const page = await playerPage(browser, server, A.email, { viewport: PHONE });
    await expect(bell(page)).toBeVisible();
    const box = await bell(page).boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width && box.y >= 0 && box.y + box.height <= PHONE.height, `the bell on screen: ${JSON.stringify(box)}`);
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Powiadomienia' });
    await expect(panel).toBeVisible();
    const rect = await panel.boundingBox();
    assert.ok(rect && rect.x >= 0 && rect.x + rect.width <= PHONE.width + 1, `the panel fits: ${JSON.stringify(rect)}`);
    await expect(panel.getByRole('button', { name: 'Wszystkie powiadomienia' })).toBeVisible();
    await panel.getByRole('button', { name: 'Wszystkie powiadomienia' }).click();
    await page.waitForURL('**/home/notifications');
    await page.context().close();
  });
});
