// Private messages with three players in their own browser contexts: A opens B's profile, 'Wyślij
// wiadomość' leads to the new-message form addressed to B, A writes; B's sidebar dot and the
// list's red dot with 'nowa wiadomość' show at once (pushed: the 10-s poll could not beat the
// timeout), B opens the conversation (the dots go out) and replies; A sees the reply at once. A
// third player who tries the conversation's address is told it does not exist and sees none of
// it. A deletes it after a confirmation; B then reads it but cannot answer. On a phone the
// conversation and the form keep to the window with 'Wyślij' in it, and a subject or a message of
// one long word widens no page. The form's prefilled recipient is named by the server, not by the
// address.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expect } from './expect.mjs';
import { api, createPlayer, launchBrowser, playerPage, startServer } from './harness.mjs';

const A = { email: 'morwena@mrok.test', character: { user: 'Morwena', gender: 'Kobieta', race: 'Wampir' } };
const B = { email: 'ilvar@mrok.test', character: { user: 'Ilvar', gender: 'Mężczyzna', race: 'Człowiek' } };
const C = { email: 'obcy@mrok.test', character: { user: 'Obcy', gender: 'Mężczyzna', race: 'Człowiek' } };
const LIVE = { timeout: 5000 };
const PHONE_360 = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

let server;
let browser;
let a;
let b;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  a = await createPlayer(server, A.email, A.character);
  b = await createPlayer(server, B.email, B.character);
  await createPlayer(server, C.email, C.character);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('private messages', () => {
  test('A writes to B from B’s profile, B sees it at once and replies, an outsider sees nothing', async () => {
    const pageA = await playerPage(browser, server, A.email);
    const pageB = await playerPage(browser, server, B.email);
    const messagesEntry = pageB.getByTestId('sidebar').getByRole('link', { name: /^Wiadomości/ });
    await expect(messagesEntry).toBeVisible();
    assert.equal(await messagesEntry.getByRole('img', { name: 'Nowe wiadomości' }).count(), 0);

    // A: the profile's button, the form addressed to B, the first message.
    await pageA.goto(`${server.baseUrl}/home/profile/${b.userId}`);
    await pageA.getByRole('link', { name: 'Wyślij wiadomość' }).first().click();
    await pageA.waitForURL('**/home/messages/new?**');
    assert.match(pageA.url(), new RegExp(`userId=${b.userId}&nickname=Ilvar`));
    await expect(pageA.getByRole('list', { name: 'Wybrani odbiorcy' }).getByText(`Ilvar (ID ${b.userId})`)).toBeVisible();
    await pageA.getByLabel('Temat').fill('Nocna wizyta');
    await pageA.getByRole('textbox', { name: 'Treść wiadomości…' }).click();
    await pageA.keyboard.type('Przyjdź o północy pod bramę.');
    await pageA.getByRole('button', { name: 'Wyślij', exact: true }).click();
    await pageA.waitForURL(/\/home\/messages\/\d+$/);
    await expect(pageA.getByText('Wiadomość wysłana!')).toBeVisible();
    await expect(pageA.getByRole('heading', { name: 'Nocna wizyta' })).toBeVisible();
    const conversationUrl = pageA.url();

    // B: the sidebar dot at once, the red dot on the row; opening it puts both out.
    await expect(messagesEntry.getByRole('img', { name: 'Nowe wiadomości' })).toBeVisible(LIVE);
    await messagesEntry.click();
    await expect(pageB.getByRole('heading', { name: 'Twoje konwersacje' })).toBeVisible();
    const row = pageB.getByTestId('conversation-row').filter({ hasText: 'Nocna wizyta' });
    await expect(row.getByText('nowa wiadomość')).toBeVisible();
    await expect(row.getByRole('img', { name: 'nowa wiadomość' })).toBeVisible();
    await expect(row.getByText(/Morwena/)).toBeVisible();
    await row.click();
    await expect(pageB.getByTestId('private-message').filter({ hasText: 'Przyjdź o północy pod bramę.' })).toBeVisible();
    await expect(pageB.getByTestId('private-message').first().getByText('Morwena')).toBeVisible();
    await expect(messagesEntry.getByRole('img', { name: 'Nowe wiadomości' })).toBeHidden(LIVE);

    // B replies; A, on the conversation, sees it at once.
    await pageB.getByRole('textbox', { name: 'Odpowiedz…' }).click();
    await pageB.keyboard.type('Będę.');
    await pageB.getByRole('button', { name: 'Wyślij', exact: true }).click();
    await expect(pageB.getByTestId('private-message').filter({ hasText: 'Będę.' })).toBeVisible();
    await expect(pageA.getByTestId('private-message').filter({ hasText: 'Będę.' })).toBeVisible(LIVE);
    await pageB.getByRole('link', { name: 'Wszystkie konwersacje' }).click();
    await expect(pageB.getByTestId('conversation-row').filter({ hasText: 'Nocna wizyta' })).toBeVisible();
    assert.equal(await pageB.getByTestId('conversation-row').filter({ hasText: 'nowa wiadomość' }).count(), 0);

    // C: the address of someone else's conversation shows nothing of it.
    const pageC = await playerPage(browser, server, C.email);
    await pageC.goto(conversationUrl);
    await expect(pageC.getByText('Nie znaleziono konwersacji.')).toBeVisible();
    assert.equal(await pageC.getByText('Przyjdź o północy pod bramę.').count(), 0);
    assert.equal(await pageC.getByText('Nocna wizyta').count(), 0);

    // A deletes it after a confirmation; B reads it on but cannot answer.
    await pageA.getByRole('button', { name: 'Usuń konwersację' }).click();
    await pageA.getByRole('dialog').getByRole('button', { name: 'Usuń' }).click();
    await pageA.waitForURL('**/home/messages');
    await expect(pageA.getByText('Konwersacja została usunięta.')).toBeVisible();
    await expect(pageA.getByText('Nie masz jeszcze żadnych konwersacji.')).toBeVisible();
    await pageB.goto(conversationUrl);
    await expect(pageB.getByText('Rozmówca usunął tę konwersację — napisz do niego nową wiadomość.')).toBeVisible();
    await expect(pageB.getByText('Będę.')).toBeVisible();
    assert.equal(await pageB.getByRole('button', { name: 'Wyślij', exact: true }).isDisabled(), true);
    for (const page of [pageA, pageB, pageC]) await page.context().close();
  });

  test('one long word widens no page, and on a phone the conversation and the form keep to the window', async () => {
    const word = (letter, n) => letter.repeat(n);
    const subject = `Długi${word('X', 190)}`;
    const started = await api(server, 'POST', '/conversations', { receiver_id: a.userId, subject, content: `<p>${word('Y', 300)}</p>` }, b.token);
    assert.equal(started.status, 201, `the long conversation: ${started.status}`);
    const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const inside = async (page, locator, viewport, what) => {
      const box = await locator.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= viewport.width, `${what} inside the ${viewport.width}-px window: ${JSON.stringify(box)}`);
    };

    for (const viewport of [DESKTOP, PHONE_360]) {
      const page = await playerPage(browser, server, A.email, { viewport });
      await page.goto(`${server.baseUrl}/home/messages`);
      const row = page.getByTestId('conversation-row').filter({ hasText: 'Długi' });
      await expect(row).toBeVisible();
      assert.ok((await overflow(page)) <= 0, `the list at ${viewport.width} px is ${await overflow(page)} px too wide`);
      await inside(page, page.getByRole('link', { name: 'Napisz wiadomość' }), viewport, "'Napisz wiadomość'");
      if (viewport === DESKTOP) await inside(page, row.getByText('nowa wiadomość'), viewport, "'nowa wiadomość'");

      await row.click();
      await expect(page.getByTestId('private-message').filter({ hasText: word('Y', 300) })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Wyślij', exact: true })).toBeVisible();
      assert.ok((await overflow(page)) <= 0, `the conversation at ${viewport.width} px is ${await overflow(page)} px too wide`);
      await inside(page, page.getByRole('heading', { level: 1 }), viewport, 'the subject');
      await inside(page, page.getByRole('button', { name: 'Usuń konwersację' }), viewport, "'Usuń konwersację'");
      await inside(page, page.getByRole('button', { name: 'Wyślij', exact: true }), viewport, "'Wyślij'");

      await page.goto(`${server.baseUrl}/home/messages/new`);
      await expect(page.getByRole('button', { name: 'Wyślij', exact: true })).toBeVisible();
      assert.ok((await overflow(page)) <= 0, `the form at ${viewport.width} px is ${await overflow(page)} px too wide`);
      await inside(page, page.getByRole('button', { name: 'Wyślij', exact: true }), viewport, "'Wyślij'");
      if (viewport === PHONE_360) {
        // The formatting groups wrap onto further rows, nothing scrolls out of sight, and the toolbar keeps to the window.
        const formatting = page.getByTestId('editor-formatting');
        assert.ok(await formatting.evaluate((r) => r.scrollWidth <= r.clientWidth + 1), 'nothing scrolls sideways');
        await inside(page, page.getByRole('button', { name: 'Obrazek do prawej' }), viewport, 'the last tool');
        await inside(page, page.getByRole('toolbar', { name: 'Formatowanie tekstu' }), viewport, 'the toolbar');
      }
      await page.context().close();
    }
  });

  test('the form names the prefilled recipient as the server does, and adds no one for an unknown ID', async () => {
    const page = await playerPage(browser, server, A.email);
    await page.goto(`${server.baseUrl}/home/messages/new?userId=${b.userId}&nickname=Podszywacz`);
    const chosen = page.getByRole('list', { name: 'Wybrani odbiorcy' });
    await expect(chosen.getByText(`Ilvar (ID ${b.userId})`)).toBeVisible();
    assert.equal(await page.getByText('Podszywacz').count(), 0, 'the name from the address is not shown');

    await page.goto(`${server.baseUrl}/home/messages/new?userId=9999&nickname=Ilvar`);
    await expect(page.getByText('Nie znaleziono użytkownika o takim ID')).toBeVisible();
    assert.equal(await page.getByRole('list', { name: 'Wybrani odbiorcy' }).count(), 0, 'no recipient chosen');
    assert.equal(await page.getByLabel('ID użytkownika').inputValue(), '9999');
    await page.context().close();
  });
});
