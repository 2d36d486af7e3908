// Private messages with two players in two browser contexts: A opens B's profile, 'Wyślij
// wiadomość' leads to the new-message form prefilled with B, A writes; B's sidebar dot and the
// list's red dot with 'nowa wiadomość' show at once (pushed: the 10-s poll could not make the
// timeout), B opens the conversation and replies; A sees the reply. A third player who tries the
// conversation's address is told it does not exist and sees none of it. A deletes it after a
// confirmation.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expect } from './expect.mjs';
import { createPlayer, launchBrowser, playerPage, startServer } from './harness.mjs';

const A = { email: 'morwena@mrok.test', character: { user: 'Morwena', gender: 'Kobieta', race: 'Wampir' } };
const B = { email: 'ilvar@mrok.test', character: { user: 'Ilvar', gender: 'Mężczyzna', race: 'Człowiek' } };
const C = { email: 'obcy@mrok.test', character: { user: 'Obcy', gender: 'Mężczyzna', race: 'Człowiek' } };
const LIVE = { timeout: 5000 };

let server;
let browser;
let b;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await createPlayer(server, A.email, A.character);
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
    await new Promise((r) => setTimeout(r, 1000));

    await pageA.goto(`${server.baseUrl}/home/profile/${b.userId}`);
    await pageA.getByRole('link', { name: 'Wyślij wiadomość' }).first().click();
    await pageA.waitForURL('**/home/messages/new?**');
    await expect(pageA.getByTestId('recipients').getByText(`Ilvar (ID ${b.userId})`)).toBeVisible();
    await pageA.getByLabel('Temat').fill('Nocna wizyta');
    await pageA.getByRole('textbox', { name: 'Treść wiadomości…' }).click();
    await pageA.keyboard.type('Przyjdź o północy pod bramę.');
    await pageA.getByRole('button', { name: 'Wyślij', exact: true }).click();
    await pageA.waitForURL(/\/home\/messages\/\d+$/);
    await expect(pageA.getByText('Wiadomość wysłana!')).toBeVisible();
    const conversationUrl = pageA.url();

    const entry = pageB.getByTestId('sidebar').getByRole('link', { name: /^Wiadomości/ });
    await expect(entry.getByRole('img', { name: 'Nowe wiadomości' })).toBeVisible(LIVE);
    await pageB.goto(`${server.baseUrl}/home/messages`);
    const row = pageB.getByTestId('conversation-row').filter({ hasText: 'Nocna wizyta' });
    await expect(row.getByText('nowa wiadomość')).toBeVisible();
    await expect(row.getByText(/Morwena/)).toBeVisible();
    await row.click();
    await expect(pageB.getByText('Przyjdź o północy pod bramę.')).toBeVisible();
    await pageB.getByRole('textbox', { name: 'Odpowiedz…' }).click();
    await pageB.keyboard.type('Będę.');
    await pageB.getByRole('button', { name: 'Wyślij', exact: true }).click();
    await expect(pageB.getByTestId('private-message').filter({ hasText: 'Będę.' })).toBeVisible();
    await pageB.goto(`${server.baseUrl}/home/messages`);
    await expect(pageB.getByTestId('conversation-row').filter({ hasText: 'Nocna wizyta' }).getByText('nowa wiadomość')).toBeHidden();

    await expect(pageA.getByTestId('private-message').filter({ hasText: 'Będę.' })).toBeVisible(LIVE);

    const pageC = await playerPage(browser, server, C.email);
    await pageC.goto(conversationUrl);
    await expect(pageC.getByText('Nie znaleziono konwersacji.')).toBeVisible();
    assert.equal(await pageC.getByText('Przyjdź o północy pod bramę.').count(), 0);

    await pageA.getByRole('button', { name: 'Usuń konwersację' }).click();
    await pageA.getByRole('dialog').getByRole('button', { name: 'Usuń' }).click();
    await pageA.waitForURL('**/home/messages');
    await expect(pageA.getByText('Konwersacja została usunięta.')).toBeVisible();
    await expect(pageA.getByText('Nie masz jeszcze żadnych konwersacji.')).toBeVisible();
    for (const page of [pageA, pageB, pageC]) await page.context().close();
  });
});
