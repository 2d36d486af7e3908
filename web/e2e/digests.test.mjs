// The e-mail digest's unsubscribe link (issue 40): a player away from Mrok gets a digest of an
// unread private message; its /unsubscribe/ link opens a page that changes nothing until the
// button is clicked, then turns every e-mail notice off (the in-site ones stay); the link works
// once; the settings page then shows the e-mail column unchecked.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, expect } from './expect.mjs';
import { apiOk, axeFindings, createPlayer, launchBrowser, mailsTo, playerPage, startServer } from './harness.mjs';

const A = { email: 'nocna@mrok.test', character: { user: 'Nocna', gender: 'Kobieta', race: 'Wampir' } };
const B = { email: 'wilczur@mrok.test', character: { user: 'Wilczur', gender: 'Mężczyzna', race: 'Wilkołak' } };
const KINDS = ['session_post', 'message', 'invite', 'mention', 'report_reviewed', 'news'];
const ACTION = 'Wyłącz powiadomienia e-mail';
const DONE = 'Powiadomienia e-mail są wyłączone. Włączysz je znowu w ustawieniach konta.';
const USED = 'Link wypisania jest nieprawidłowy albo już użyty.';

let server;
let browser;

before(async () => {
  // Away after 1 s, a digest every second whatever the player's period.
  server = await startServer({ env: { MROK_NOTIFY_AWAY_SECS: '1', MROK_DIGEST_DAILY_SECS: '1', MROK_DIGEST_HOURLY_SECS: '1' } });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A's first digest (subject "Mrok: …"), waited for. */
async function digestTo(email) {
  let digest;
  await eventually(
    async () => {
      digest = (await mailsTo(server, email)).find((mail) => mail.subject?.startsWith('Mrok: '));
      return Boolean(digest);
    },
    () => `expected a digest for ${email}`,
    30_000,
  );
  return digest;
}

describe('the digest and its unsubscribe link', () => {
  test('a player away gets a digest; its link turns e-mail notices off once, on a click', async () => {
    const a = await createPlayer(server, A.email, A.character);
    const b = await createPlayer(server, B.email, B.character);
    const before = await apiOk(server, "A's settings", 'GET', '/notifications/settings', undefined, a.token);
    assert.equal(before.kinds.message.email, true, 'e-mail on for private messages by default');

    await apiOk(server, "B's message", 'POST', '/conversations', { receiver_id: a.userId, subject: 'Spotkanie o północy', content: '<p>Czekam przy bramie.</p>' }, b.token);
    // A does nothing: no request, no socket.
    const digest = await digestTo(A.email);
    assert.match(digest.text ?? '', /Spotkanie o północy/, 'the digest names the message');
    const link = (digest.text ?? '').match(new RegExp(`${server.baseUrl}/unsubscribe/[A-Za-z0-9_-]+`))?.[0];
    assert.ok(link, `no /unsubscribe/ link in: ${digest.text}`);

    // bypassCSP: axe is injected as a script.
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    const sent = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/notifications/unsubscribe/')) sent.push(request.method());
    });
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Wypisanie z powiadomień e-mail' })).toBeVisible();
    await expect(page.getByText('Po kliknięciu przestaniemy wysyłać Ci powiadomienia e-mail (podsumowania). Powiadomienia na stronie zostaną.')).toBeVisible();
    const button = page.getByRole('button', { name: ACTION });
    await expect(button).toBeEnabled();
    // Opening the link (as a mail scanner would) changes nothing.
    await page.waitForTimeout(500);
    assert.deepEqual(sent, [], 'nothing sent on load');
    assert.deepEqual(await axeFindings(page), [], 'the page before the click');
    const untouched = await apiOk(server, "A's settings", 'GET', '/notifications/settings', undefined, a.token);
    assert.equal(untouched.kinds.message.email, true, 'still on after only opening the link');

    await button.click();
    await expect(page.getByRole('status').getByText(DONE)).toBeVisible();
    assert.deepEqual(sent, ['POST']);
    assert.equal(await page.getByRole('link', { name: 'Ustawienia powiadomień' }).getAttribute('href'), '/home/settings');
    assert.deepEqual(await axeFindings(page), [], 'the page after the click');
    const off = await apiOk(server, "A's settings", 'GET', '/notifications/settings', undefined, a.token);
    for (const kind of KINDS) {
      assert.equal(off.kinds[kind]?.email, false, `e-mail off for ${kind}`);
    }
    assert.equal(off.kinds.message.inApp, true, 'the in-site notices stay');

    // The link works once.
    await page.goto(link);
    await page.getByRole('button', { name: ACTION }).click();
    await expect(page.getByRole('alert').getByText(USED)).toBeVisible();
    await expect(page.getByText(DONE)).toBeHidden();
    await context.close();

    // A's settings page shows it.
    const settings = await playerPage(browser, server, A.email);
    await settings.goto(`${server.baseUrl}/home/settings`);
    const email = settings.getByRole('checkbox', { name: 'Wiadomości prywatne: E-mail' });
    await expect(email).toBeVisible();
    assert.equal(await email.isChecked(), false, 'the e-mail box unchecked');
    assert.equal(await settings.getByRole('checkbox', { name: 'Wiadomości prywatne: Na stronie' }).isChecked(), true, 'the in-site box checked');
    await expect(settings.getByText('Podsumowania e-mail przychodzą, gdy nie ma Cię w Mroku od kwadransa.', { exact: false })).toBeVisible();
    await settings.context().close();
  });
});
