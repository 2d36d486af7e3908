// Dates in Warsaw's time whatever the browser's (issue 49): the tavern's add-event form offers
// Warsaw's today, which the server takes, now and at 23:30 UTC (the hour when Warsaw's day is
// already tomorrow's). `make test-web` runs this file again with the browser in
// America/Los_Angeles and in Pacific/Kiritimati (MROK_E2E_TZ).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { expect } from './expect.mjs';
import { PASSWORD, TIME_ZONE, apiOk, launchBrowser, playerPage, startServer } from './harness.mjs';

const ADMIN = { email: 'kronikarz@mrok.test', character: { user: 'Kronikarz', gender: 'Mężczyzna', race: 'Człowiek' } };

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  server.cli(['user', 'create', '--email', ADMIN.email, '--password', PASSWORD, '--role', 'admin']);
  const admin = await apiOk(server, 'admin login', 'POST', '/login', { email: ADMIN.email, password: PASSWORD });
  await apiOk(server, "admin's character", 'POST', '/createCharacter', ADMIN.character, admin.token);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** 'RRRR-MM-DD' in Warsaw at `instant`. */
const warsawDay = (instant) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(instant);

async function addEvent(page, title) {
  await page.goto(`${server.baseUrl}/home/tavern`);
  await page.getByRole('button', { name: 'Aktualności w Karczmie' }).click();
  const news = page.getByRole('dialog', { name: 'Aktualności w Karczmie' });
  await news.getByRole('button', { name: 'Dodaj wydarzenie' }).click();
  const form = page.getByRole('dialog', { name: 'Dodaj wydarzenie' });
  const offered = await form.getByLabel('Data').inputValue();
  await form.getByLabel('Tytuł').fill(title);
  await form.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(news.getByRole('article', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');
  return offered;
}

describe(`the add-event form in the browser's zone ${TIME_ZONE ?? '(the machine’s)'}`, () => {
  test("offers Warsaw's today, which the server takes", async () => {
    const page = await playerPage(browser, server, ADMIN.email);
    const offered = await addEvent(page, 'Jarmark');
    const now = new Date();
    // Around Warsaw's midnight the page may have read the clock a moment before this test did.
    assert.ok([warsawDay(new Date(now.getTime() - 60_000)), warsawDay(now)].includes(offered), `offered ${offered}`);
    await page.context().close();
  });

  test("at 23:30 UTC offers Warsaw's tomorrow-already, which the server takes", async () => {
    const now = new Date();
    const lateEvening = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 30));
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.clock.setFixedTime(lateEvening);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByLabel('E-mail').first().fill(ADMIN.email);
    await page.getByLabel('Hasło', { exact: true }).first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się' }).first().click();
    await page.waitForURL('**/home');
    const offered = await addEvent(page, 'Nocny targ');
    assert.equal(offered, warsawDay(lateEvening));
    await context.close();
  });
});
