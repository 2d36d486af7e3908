// Session reports (spec 3 §2.12, §2.13): a player files a report of a session they took part in;
// an admin rejects it with a comment (and an internal note the player never sees); the player
// reads the comment and sends the report again, corrected; the admin accepts it. On a desktop
// and on a phone, with axe on the lists, the form and the decision dialog; a non-admin is sent
// home from the admins' panel. In the back office (/admin/reports) an admin finds the player
// and changes the decision.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eventually, expect } from './expect.mjs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { adminPage, ADMIN_DIST, PASSWORD, PHONE, api, axeFindings, createPlayer, launchBrowser, playerPage, startServer } from './harness.mjs';

const PLAYER = { email: 'morwena@mrok.test', character: { user: 'Morwena', gender: 'Kobieta', race: 'Wampir' } };
const ADMIN = { email: 'kronikarz@mrok.test', character: { user: 'Kronikarz', gender: 'Mężczyzna', race: 'Człowiek' } };
const SESSION = 'Krew na śniegu';
const NOT_HERS = 'Narada w cytadeli';
const COMMENT = 'Opisz, kto jeszcze był na moście.';
const INTERNAL = 'Drugi raz bez świadków.';

let server;
let browser;
let playerToken;

before(async () => {
  if (!existsSync(join(ADMIN_DIST, 'index.html'))) throw new Error(`${ADMIN_DIST} is missing: run \`make admin\` (or set MROK_ADMIN_DIST)`);
  server = await startServer();
  browser = await launchBrowser();
  const player = await createPlayer(server, PLAYER.email, PLAYER.character);
  playerToken = player.token;
  server.cli(['user', 'create', '--email', ADMIN.email, '--password', PASSWORD, '--role', 'admin']);
  const admin = await api(server, 'POST', '/login', { email: ADMIN.email, password: PASSWORD });
  const created = await api(server, 'POST', '/createCharacter', ADMIN.character, admin.body.token);
  assert.ok(created.status < 300, `admin's character: ${created.status}`);
  const hers = await api(server, 'POST', '/generalSessions', { title: SESSION, users: [] }, player.token);
  assert.ok(hers.status < 300, `the player's session: ${hers.status} ${JSON.stringify(hers.body)}`);
  const other = await api(server, 'POST', '/generalSessions', { title: NOT_HERS, users: [] }, admin.body.token);
  assert.ok(other.status < 300, `the admin's session: ${other.status}`);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const reportsUrl = () => `${server.baseUrl}/home/settings/reports`;
const panelUrl = () => `${server.baseUrl}/home/settings/admin/reports`;
const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
/** axe's serious findings once the page is still (a dialog fading in mixes its colours with the page's). */
async function clean(page, what) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))));
  assert.deepEqual(await axeFindings(page), [], what);
}
const card = (page) => page.getByTestId('report-card').filter({ hasText: SESSION });

describe('session reports', () => {
  test('a player reports, an admin rejects with a comment, the player resends, the admin accepts', async () => {
    // The player files the report (desktop).
    const player = await playerPage(browser, server, PLAYER.email, { bypassCSP: true });
    await player.goto(reportsUrl());
    await expect(player.getByRole('heading', { level: 1, name: 'Zgłoszenia Sesji' })).toBeVisible();
    await expect(player.getByText('Nie masz jeszcze żadnych zgłoszeń...')).toBeVisible();
    await expect(player.getByRole('link', { name: 'Wróć do ustawień' })).toHaveAttribute('href', '/home/settings');
    await clean(player, 'the empty list');

    await player.getByRole('button', { name: 'Nowe Zgłoszenie' }).click();
    const form = player.getByRole('dialog', { name: 'Nowe Zgłoszenie' });
    const select = form.getByRole('combobox', { name: 'Sesja' });
    await eventually(async () => (await select.locator('option', { hasText: SESSION }).count()) === 1, () => 'the sessions are read');
    const offered = await select.locator('option').allInnerTexts();
    assert.ok(offered.includes(`${SESSION} (Sesja ogólna)`), `offered: ${offered}`);
    assert.ok(!offered.some((o) => o.includes(NOT_HERS)), `a session she is not in is offered: ${offered}`);
    await form.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expect(form.getByText('Wybierz sesję i opisz co się wydarzyło!')).toBeVisible();
    await clean(player, 'the form with its refusal');
    await select.selectOption({ label: `${SESSION} (Sesja ogólna)` });
    await form.getByRole('textbox', { name: 'Co się wydarzyło?' }).fill('Walka na moście z wilkołakiem.');
    await form.getByRole('textbox', { name: 'Zgłaszane umiejętności (opcjonalnie)' }).fill('Szermierka');
    await form.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
    await expect(player.getByTestId('report-notice')).toHaveText('Zgłoszenie zostało wysłane pomyślnie!');
    await expect(form).toBeHidden();
    await expect(card(player).getByTestId('report-status')).toHaveText('Oczekuje');
    await expect(card(player)).toContainText('Walka na moście z wilkołakiem.');
    assert.equal(await player.getByRole('button', { name: 'Popraw i wyślij ponownie' }).count(), 0);

    // The admin rejects it with a comment and an internal note (desktop).
    const admin = await playerPage(browser, server, ADMIN.email, { bypassCSP: true });
    await admin.goto(panelUrl());
    await expect(admin.getByRole('heading', { level: 1, name: 'Panel Zgłoszeń - Administrator' })).toBeVisible();
    const row = admin.getByTestId('reporting-player').filter({ hasText: 'Morwena' });
    await expect(row).toContainText('Oczekujące: 1');
    await expect(row).toContainText('Razem: 1');
    await clean(admin, 'the players with reports');
    await row.getByRole('button', { name: 'Pokaż zgłoszenia: Morwena' }).click();
    await expect(admin.getByRole('heading', { name: 'Zgłoszenia: Morwena' })).toBeVisible();
    await card(admin).getByRole('button', { name: 'Oceń' }).click();
    const decision = admin.getByRole('dialog', { name: 'Ocena zgłoszenia' });
    await expect(decision.getByText('Komentarz jest wymagany przy odrzucaniu zgłoszenia')).toBeVisible();
    await expect(decision.getByRole('button', { name: 'Odrzuć' })).toBeDisabled();
    await clean(admin, 'the decision dialog');
    await decision.getByRole('textbox', { name: 'Komentarz dla gracza' }).fill(COMMENT);
    await decision.getByRole('textbox', { name: /Notatka wewnętrzna/ }).fill(INTERNAL);
    await decision.getByRole('button', { name: 'Odrzuć' }).click();
    await expect(admin.getByTestId('report-notice')).toHaveText('Zgłoszenie zostało odrzucone');
    await expect(card(admin).getByTestId('report-status')).toHaveText('Odrzucone');
    await expect(card(admin).getByTestId('report-internal-comment')).toContainText(INTERNAL);
    await admin.getByRole('button', { name: 'Wróć do listy graczy' }).click();
    await expect(row).toContainText('Odrzucone: 1');

    // The player reads the comment and sends the report again (phone).
    const phone = await playerPage(browser, server, PLAYER.email, { viewport: PHONE, bypassCSP: true });
    await phone.goto(reportsUrl());
    await expect(card(phone).getByTestId('report-status')).toHaveText('Odrzucone');
    await expect(card(phone).getByTestId('report-admin-comment')).toHaveText(COMMENT);
    await expect(card(phone)).toContainText('Sprawdził: Kronikarz');
    await expect(card(phone)).toContainText('Data sprawdzenia:');
    assert.equal(await phone.getByText(INTERNAL).count(), 0, 'the internal note stays among admins');
    assert.ok((await overflow(phone)) <= 0, `the list is ${await overflow(phone)}px wider than the phone`);
    await clean(phone, 'a rejected report on a phone');
    await card(phone).getByRole('button', { name: 'Popraw i wyślij ponownie' }).click();
    const again = phone.getByRole('dialog', { name: 'Popraw i wyślij ponownie' });
    await expect(again.getByRole('combobox', { name: 'Sesja' })).toBeDisabled();
    const what = again.getByRole('textbox', { name: 'Co się wydarzyło?' });
    assert.equal(await what.inputValue(), 'Walka na moście z wilkołakiem.');
    await what.fill('Walka na moście z wilkołakiem; był tam też Ilvar.');
    assert.ok((await overflow(phone)) <= 0, 'the form fits the phone');
    await clean(phone, 'the correction form on a phone');
    await again.getByRole('button', { name: 'Wyślij ponownie' }).click();
    await expect(phone.getByTestId('report-notice')).toHaveText('Zgłoszenie zostało ponownie wysłane pomyślnie!');
    await expect(card(phone).getByTestId('report-status')).toHaveText('Oczekuje');
    await expect(card(phone).getByTestId('report-updated')).toHaveText('Zaktualizowano');
    await expect(card(phone)).toContainText('Ponownie wysłano:');
    await expect(card(phone)).toContainText('był tam też Ilvar');

    // The admin accepts it (phone).
    const adminPhone = await playerPage(browser, server, ADMIN.email, { viewport: PHONE, bypassCSP: true });
    await adminPhone.goto(panelUrl());
    await adminPhone.getByRole('button', { name: 'Pokaż zgłoszenia: Morwena' }).click();
    await expect(card(adminPhone)).toContainText('był tam też Ilvar');
    assert.ok((await overflow(adminPhone)) <= 0, `the panel is ${await overflow(adminPhone)}px wider than the phone`);
    await clean(adminPhone, 'a player’s reports on a phone');
    await card(adminPhone).getByRole('button', { name: 'Oceń' }).click();
    const accept = adminPhone.getByRole('dialog', { name: 'Ocena zgłoszenia' });
    await accept.getByRole('button', { name: 'Zaakceptuj' }).click();
    await expect(adminPhone.getByTestId('report-notice')).toHaveText('Zgłoszenie zostało zaakceptowane');
    await expect(card(adminPhone).getByTestId('report-status')).toHaveText('Zaakceptowane');

    // The player's desktop list reads the decision when she comes back to it.
    await player.reload();
    await expect(card(player).getByTestId('report-status')).toHaveText('Zaakceptowane');
    assert.equal(await player.getByRole('button', { name: 'Popraw i wyślij ponownie' }).count(), 0);

    for (const page of [player, admin, phone, adminPhone]) await page.context().close();
  });

  test('a player who opens the admins’ panel is sent home', async () => {
    const player = await playerPage(browser, server, PLAYER.email);
    await player.goto(panelUrl());
    await player.waitForURL((url) => url.pathname === '/home');
    assert.equal(await player.getByText('Panel Zgłoszeń - Administrator').count(), 0);
    await player.context().close();
  });

  test('in the back office an admin finds the player and changes the decision', async () => {
    const page = await adminPage(browser, server, ADMIN.email, { bypassCSP: true });
    await page.getByRole('menuitem', { name: 'Zgłoszenia' }).click();
    await page.waitForURL('**/admin/reports**');
    const row = page.getByRole('row').filter({ hasText: 'Morwena' });
    await expect(row).toContainText('Morwena');
    await clean(page, 'the back office’s players with reports');
    await row.click();
    await page.waitForURL(/\/admin\/reports\/\d+\/show$/);
    const report = page.getByTestId('admin-report').filter({ hasText: SESSION });
    await expect(report).toContainText('Zaakceptowane');
    await expect(report).toContainText(INTERNAL);
    await report.getByRole('button', { name: 'Zmień decyzję' }).click();
    const decision = page.getByRole('dialog', { name: 'Ocena zgłoszenia' });
    await expect(decision.getByRole('textbox', { name: 'Komentarz dla gracza' })).toBeVisible();
    await decision.getByRole('textbox', { name: 'Komentarz dla gracza' }).fill('');
    await expect(decision.getByRole('button', { name: 'Odrzuć' })).toBeDisabled();
    await clean(page, 'the back office’s decision dialog');
    await decision.getByRole('textbox', { name: 'Komentarz dla gracza' }).fill('Brakuje daty sesji.');
    await decision.getByRole('button', { name: 'Odrzuć' }).click();
    await expect(page.getByText('Zgłoszenie zostało odrzucone')).toBeVisible();
    await expect(report).toContainText('Odrzucone');
    await expect(report).toContainText('Brakuje daty sesji.');
    const mine = await api(server, 'GET', '/reports/my', undefined, playerToken);
    assert.equal(mine.body.reports[0].status, 'rejected');
    assert.equal(mine.body.reports[0].admin_comment, 'Brakuje daty sesji.');

    await page.setViewportSize(PHONE);
    await page.goto(`${server.baseUrl}/admin/reports`);
    await expect(page.getByText('Morwena')).toBeVisible();
    assert.ok((await overflow(page)) <= 0, `/admin/reports is ${await overflow(page)}px wider than a phone`);
    await page.context().close();
  });
});
