// Web push turned on per device (issue 40). Headless Chromium here reaches no real push service,
// so the test is one: a small HTTP server on 127.0.0.1 recording what is POSTed to it, and the
// browser's PushManager is replaced (an init script) by a fake whose subscription names that
// server and carries a real P-256 key and a 16-byte secret (the Mrok server, started with
// MROK_PUSH_ALLOW_HTTP_LOOPBACK, encrypts to them and accepts a loopback http endpoint).
// Player A turns push on in Ustawienia: the fake is subscribed with the server's 65-byte key, the
// server keeps the subscription and push is saved for posts, messages and mentions; player B
// replies in a session with A and the push service gets an aes128gcm POST signed with VAPID.
// Turned off, a reply brings nothing; turned on again and signed out, neither.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { createECDH, randomBytes } from 'node:crypto';
import { eventually, expect } from './expect.mjs';
import { apiOk, axeFindings, createPlayer, launchBrowser, playerPage, startServer } from './harness.mjs';

const A = { email: 'jemiola@mrok.test', character: { user: 'Jemioła', gender: 'Kobieta', race: 'Wampir' } };
const B = { email: 'puszczyk@mrok.test', character: { user: 'Puszczyk', gender: 'Mężczyzna', race: 'Wilkołak' } };
/** How long a push may take to arrive; how long one that must not come is waited for, at least. */
const ARRIVES = 15_000;
const QUIET = 2_500;

let pushService;
let pushes = [];
let endpoint;
let server;
let browser;
let a;
let b;
let session;
/** How long the first push took to come: one that must not come is waited for well beyond it. */
let took = 0;

/** The fake push service: records each POST (path and headers) and answers 201 as real ones do. */
async function startPushService() {
  const service = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST') pushes.push({ path: request.url, headers: request.headers, length: Buffer.concat(chunks).length });
      response.writeHead(201).end();
    });
  });
  await new Promise((resolve) => service.listen(0, '127.0.0.1', resolve));
  return service;
}

/**
 * Replaces the Push API's subscribe/getSubscription with a fake: the subscription (kept in the
 * tab's sessionStorage, which signing out does not clear) has `endpoint` and `keys`; what the site
 * subscribed with and how often it unsubscribed are kept there too.
 */
function fakePush({ endpoint: address, keys }) {
  const STATE = 'e2e-push';
  const read = () => JSON.parse(sessionStorage.getItem(STATE) ?? '{"subscribed":false,"unsubscribed":0}');
  const write = (state) => sessionStorage.setItem(STATE, JSON.stringify(state));
  const subscription = () => ({
    endpoint: address,
    expirationTime: null,
    options: { userVisibleOnly: true },
    getKey: () => null,
    toJSON: () => ({ endpoint: address, expirationTime: null, keys }),
    unsubscribe: async () => {
      const state = read();
      write({ ...state, subscribed: false, unsubscribed: state.unsubscribed + 1 });
      return true;
    },
  });
  PushManager.prototype.subscribe = async function subscribe(options) {
    const key = [...new Uint8Array(options.applicationServerKey)];
    write({ ...read(), subscribed: true, userVisibleOnly: options.userVisibleOnly, key });
    return subscription();
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    return read().subscribed ? subscription() : null;
  };
}

const fakeState = (page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-push') ?? 'null'));

/** B's reply in the session with A. */
async function reply(text) {
  await apiOk(server, 'the reply', 'POST', `/generalSessions/${session.id}/messages`, { message: `<p>${text}</p>`, isNarrator: false }, b.token);
}

/** Waits a while and says whether no push came to the device since `count`. */
async function quietSince(count) {
  await new Promise((r) => setTimeout(r, Math.max(QUIET, 2 * took + 1000)));
  return pushes.length === count;
}

before(async () => {
  pushService = await startPushService();
  endpoint = `http://127.0.0.1:${pushService.address().port}/push/device-1`;
  server = await startServer({ env: { MROK_PUSH_ALLOW_HTTP_LOOPBACK: 'true' } });
  browser = await launchBrowser();
  a = await createPlayer(server, A.email, A.character);
  b = await createPlayer(server, B.email, B.character);
  const main = (await apiOk(server, "B's characters", 'GET', `/users/${b.userId}/characters`, null, b.token)).mainCharacter.id;
  session = await apiOk(server, 'the session', 'POST', '/generalSessions',
    { title: 'Sowy nad bagnem', users: [a.userId], characterType: 'main', characterId: main, message: '<p>Coś pohukuje.</p>' }, b.token);
});

after(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => (pushService ? pushService.close(resolve) : resolve()));
});

describe('web push on a device', () => {
  test('turned on in Ustawienia, a reply arrives as a push; turned off, and signed out, nothing comes', async (t) => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    const page = await playerPage(browser, server, A.email, { bypassCSP: true });
    const context = page.context();
    await context.grantPermissions(['notifications'], { origin: server.baseUrl });
    await context.addInitScript(fakePush, { endpoint, keys });
    await page.goto(`${server.baseUrl}/home/settings`);

    const section = page.getByRole('region', { name: 'Powiadomienia', exact: true });
    const device = section.getByRole('group', { name: 'Powiadomienia push na tym urządzeniu' });
    const turnOn = device.getByRole('button', { name: 'Włącz na tym urządzeniu' });
    const turnOff = device.getByRole('button', { name: 'Wyłącz na tym urządzeniu' });
    const messagesPush = section.getByRole('checkbox', { name: 'Wiadomości prywatne: Push' });
    // The production build's worker registers once the page is idle; the block waits for it.
    await expect(turnOn).toBeVisible({ timeout: ARRIVES });
    assert.equal(await messagesPush.isDisabled(), true, 'the Push column is off until the device has push');
    assert.deepEqual(await axeFindings(page), [], 'axe finds nothing serious with push off');

    await turnOn.click();
    await expect(page.getByText(/^Powiadomienia push są włączone na tym urządzeniu\. Będą przychodzić/)).toBeVisible();
    await expect(turnOff).toBeVisible();
    assert.equal(await messagesPush.isDisabled(), false, 'the Push column can be changed');
    assert.equal(await messagesPush.isChecked(), true);
    const state = await fakeState(page);
    assert.equal(state.subscribed, true);
    assert.equal(state.userVisibleOnly, true);
    assert.equal(state.key.length, 65, 'subscribed with the server’s 65-byte key');
    assert.equal(state.key[0], 4, 'an uncompressed P-256 point');
    const settings = await apiOk(server, 'the settings', 'GET', '/notifications/settings', null, a.token);
    for (const kind of ['session_post', 'message', 'mention']) assert.equal(settings.kinds[kind].push, true, `push saved for ${kind}`);
    assert.equal(settings.kinds.news.push, false);
    await new Promise((r) => setTimeout(r, 1000)); // the notice's entrance is over
    assert.deepEqual(await axeFindings(page), [], 'axe finds nothing serious with push on');

    const before = pushes.length;
    const sent = Date.now();
    await reply('Sowa przysiadła na gałęzi.');
    await eventually(() => pushes.length > before, () => 'the push service gets the reply’s push', ARRIVES);
    took = Date.now() - sent;
    t.diagnostic(`the push came ${took} ms after the reply`);
    const push = pushes.at(-1);
    assert.equal(push.path, '/push/device-1');
    assert.equal(push.headers['content-encoding'], 'aes128gcm');
    assert.match(push.headers.authorization ?? '', /^vapid t=/);
    assert.ok(push.length > 0, 'an encrypted body');

    // Off: the server forgets the device, the browser drops its subscription.
    await new Promise((r) => setTimeout(r, 500));
    await turnOff.click();
    await expect(page.getByText('Powiadomienia push są wyłączone na tym urządzeniu.')).toBeVisible();
    await expect(turnOn).toBeVisible();
    assert.equal((await fakeState(page)).subscribed, false);
    assert.equal(await messagesPush.isDisabled(), true);
    let count = pushes.length;
    await reply('Sowa odleciała.');
    assert.ok(await quietSince(count), 'no push once it is off');

    // On again (the kinds stay as chosen), then signing out forgets the device.
    await turnOn.click();
    await expect(page.getByText('Powiadomienia push są włączone na tym urządzeniu.', { exact: true })).toBeVisible();
    await expect(turnOff).toBeVisible();
    const unsubscribed = (await fakeState(page)).unsubscribed;
    await page.goto(`${server.baseUrl}/logout`);
    await page.waitForURL('**/login');
    const after = await fakeState(page);
    assert.equal(after.subscribed, false, 'the browser dropped the subscription on sign-out');
    assert.equal(after.unsubscribed, unsubscribed + 1);
    count = pushes.length;
    await reply('Sowa wróciła.');
    assert.ok(await quietSince(count), 'no push after signing out');
    await context.close();
  });
});
