// Equipment and the arena (spec 3 §2.14, §2.15): a new character finds the arena closed without
// equipment, chooses a weapon and an armor (after the spec's refusal when one is missing), beats
// the sewer rat ('+ 20 EXP', '-1 Stamina | Pozostało: 99/100') and is back in the arena with 99
// stamina; on a phone a fight started, interrupted by a reload, is taken up again and fled
// (98 left). In the back office an admin adds a monster, which then stands in the arena, and
// cannot remove a weapon somebody carries. axe on every view, on a desktop and on a phone.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eventually, expect } from './expect.mjs';
import { adminPage, ADMIN_DIST, PASSWORD, PHONE, axeFindings, createPlayer, launchBrowser, playerPage, startServer } from './harness.mjs';

const PLAYER = { email: 'wojownik@mrok.test', character: { user: 'Wojsław', gender: 'Mężczyzna', race: 'Człowiek' } };
const ADMIN = 'zbrojmistrz@mrok.test';
const RAT = 'Szczur kanałowy';
const NEW_MONSTER = 'Kościej Nieśmiertelny';

let server;
let browser;

before(async () => {
  if (!existsSync(join(ADMIN_DIST, 'index.html'))) throw new Error(`${ADMIN_DIST} is missing: run \`make admin\` (or set MROK_ADMIN_DIST)`);
  server = await startServer();
  browser = await launchBrowser();
  await createPlayer(server, PLAYER.email, PLAYER.character);
  server.cli(['user', 'create', '--email', ADMIN, '--password', PASSWORD, '--role', 'admin']);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const arenaUrl = () => `${server.baseUrl}/home/arena`;
const overflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
/** axe's serious findings once the page is still (a dialog or a bar moving mixes colours). */
async function clean(page, what) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))));
  assert.deepEqual(await axeFindings(page), [], what);
}
const monster = (page, name) => page.getByTestId('monster-card').filter({ hasText: name });

/** Presses `action` until the fight is over; each turn adds one line to the log. */
async function fightUntilOver(page, action) {
  for (let turn = 0; turn < 40; turn++) {
    if (await page.getByTestId('result-view').isVisible()) return;
    const lines = await page.getByTestId('combat-log').locator('li').count();
    await page.getByRole('button', { name: action }).click();
    await eventually(
      async () => (await page.getByTestId('result-view').isVisible()) || (await page.getByTestId('combat-log').locator('li').count()) > lines,
      () => `the turn ${turn + 1} (${action}) is answered`,
    );
  }
  await expect(page.getByTestId('result-view')).toBeVisible();
}

describe('equipment and the arena', () => {
  test('a new character chooses equipment, beats the rat and is back in the arena with 99 stamina', async () => {
    const page = await playerPage(browser, server, PLAYER.email, { bypassCSP: true });
    const nav = page.getByRole('navigation', { name: 'Nawigacja gry' });
    await nav.getByRole('link', { name: 'Arena' }).click();
    await page.waitForURL('**/home/arena');
    await expect(page.getByRole('heading', { level: 1, name: 'Arena Walki' })).toBeVisible();
    await expect(page.getByTestId('arena-no-equipment')).toContainText('Najpierw wybierz broń i zbroję w Ekwipunku.');
    await expect(monster(page, RAT).getByRole('button', { name: 'Walcz!' })).toBeDisabled();
    await page.getByTestId('arena-no-equipment').getByRole('link', { name: 'Przejdź do Ekwipunku' }).click();
    await page.waitForURL('**/home/equipment');

    // The first choice.
    await expect(page.getByRole('heading', { level: 1, name: 'Ekwipunek' })).toBeVisible();
    const axe = page.getByTestId('weapon-options').getByRole('button', { name: /Topór katowski/ });
    await expect(axe).toContainText('Obrażenia: 12 (na poziomie 1)');
    await expect(axe).toContainText('Przyrost: +3 na poziom');
    await expect(axe).toContainText('Statystyka: Siła');
    await clean(page, 'the first choice');
    await axe.click();
    await page.getByRole('button', { name: 'Potwierdź wybór' }).click();
    await expect(page.getByText('Wybierz broń i zbroję!')).toBeVisible();
    await page.getByTestId('armor-options').getByRole('button', { name: /Płytowy napierśnik/ }).click();
    await page.getByRole('button', { name: 'Potwierdź wybór' }).click();
    await expect(page.getByTestId('equipment-notice')).toHaveText('Ekwipunek został wybrany!');
    const weapon = page.getByTestId('weapon-card');
    await expect(weapon).toContainText('Topór katowski');
    await expect(weapon.getByTestId('item-level')).toHaveText('Poziom 1');
    await expect(weapon).toContainText('Obrażenia: 12');
    await expect(page.getByTestId('armor-card')).toContainText('Pancerz: 8');
    await clean(page, 'the carried equipment');

    // The change dialog warns, and is left without changing anything.
    await page.getByRole('button', { name: 'Zmień zbroję' }).click();
    const change = page.getByRole('dialog', { name: 'Zmień zbroję' });
    await expect(change.getByTestId('change-warning')).toHaveText('Uwaga: nowy przedmiot zaczyna od poziomu 1. Obecny poziom (1) przepadnie.');
    assert.equal(await change.getByRole('button', { name: /Płytowy napierśnik/ }).count(), 0, 'the carried armor is not offered');
    await clean(page, 'the change dialog');
    await change.getByRole('button', { name: 'Anuluj' }).click();
    await expect(change).toBeHidden();

    // The arena.
    await page.getByRole('link', { name: 'Przejdź do Areny' }).click();
    await page.waitForURL('**/home/arena');
    await expect(page.getByTestId('arena-stamina')).toContainText('Stamina: 100/100');
    await expect(page.getByTestId('arena-can-fight')).toHaveText('Możesz walczyć! (100 walk)');
    await expect(page.getByTestId('arena-level')).toHaveText('Poziom: 1');
    const rat = monster(page, RAT);
    await expect(rat.getByTestId('monster-reward')).toHaveText('Nagroda: 20 EXP');
    assert.equal(await rat.getAttribute('data-threat'), 'equal');
    assert.equal(await monster(page, 'Zdziczały pies').getAttribute('data-threat'), 'stronger');
    // Three monsters a row on a wide screen.
    const tops = await page.getByTestId('monster-card').evaluateAll((cards) => cards.slice(0, 4).map((c) => Math.round(c.getBoundingClientRect().top)));
    assert.ok(tops[0] === tops[1] && tops[1] === tops[2] && tops[3] > tops[0], `rows: ${tops}`);
    await clean(page, 'the arena');

    await rat.getByRole('button', { name: 'Walcz!' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Walka w toku' })).toBeVisible();
    await expect(page.getByTestId('combat-log').locator('li').first()).toHaveText('Rozpoczynasz walkę ze Szczurem kanałowym!');
    await expect(page.getByTestId('combat-stamina')).toContainText('Stamina: 99/100');
    // The fight's debug line is for those who run the arena, not for players (issue 49).
    assert.equal(await page.getByTestId('combat-debug').count(), 0, 'no debug line for a player');
    await clean(page, 'a fight');
    await fightUntilOver(page, 'Atakuj');

    await expect(page.getByRole('heading', { level: 1, name: 'Zwycięstwo!' })).toBeVisible();
    await expect(page.getByTestId('result-experience')).toHaveText('+ 20 EXP');
    await expect(page.getByTestId('result-stamina')).toHaveText('-1 Stamina | Pozostało: 99/100');
    await clean(page, 'a won fight');
    await page.getByRole('button', { name: 'Powrót do Areny' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Arena Walki' })).toBeVisible();
    await expect(page.getByTestId('arena-stamina')).toContainText('Stamina: 99/100');
    await expect(page.getByTestId('arena-can-fight')).toHaveText('Możesz walczyć! (99 walk)');
    await expect(page.getByTestId('arena-experience')).toContainText('Doświadczenie: 20/100');
    await page.context().close();
  });

  test('on a phone a fight survives a reload and is fled, leaving 98 stamina', async () => {
    const page = await playerPage(browser, server, PLAYER.email, { viewport: PHONE, isMobile: true, hasTouch: true, bypassCSP: true });
    await page.goto(arenaUrl());
    await expect(page.getByTestId('arena-stamina')).toContainText('Stamina: 99/100');
    assert.ok((await overflow(page)) <= 0, `the arena is ${await overflow(page)}px wider than the phone`);
    await clean(page, 'the arena on a phone');
    await monster(page, RAT).getByRole('button', { name: 'Walcz!' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Walka w toku' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Walka w toku' })).toBeVisible();
    await expect(page.getByTestId('combat-log').locator('li').first()).toHaveText('Rozpoczynasz walkę ze Szczurem kanałowym!');
    await expect(page.getByTestId('combat-stamina')).toContainText('Stamina: 98/100');
    assert.ok((await overflow(page)) <= 0, `the fight is ${await overflow(page)}px wider than the phone`);
    await clean(page, 'a fight on a phone');
    await fightUntilOver(page, 'Uciekaj');

    await expect(page.getByRole('heading', { level: 1, name: 'Ucieczka!' })).toBeVisible();
    assert.equal(await page.getByTestId('result-rewards').count(), 0, 'a flight brings nothing');
    await expect(page.getByTestId('result-stamina')).toHaveText('-1 Stamina | Pozostało: 98/100');
    assert.ok((await overflow(page)) <= 0, 'the result fits the phone');
    await clean(page, 'a fled fight on a phone');
    await page.getByRole('button', { name: 'Powrót do Areny' }).click();
    await expect(page.getByTestId('arena-stamina')).toContainText('Stamina: 98/100');
    await expect(page.getByTestId('arena-can-fight')).toHaveText('Możesz walczyć! (98 walk)');

    // The equipment on a phone.
    await page.goto(`${server.baseUrl}/home/equipment`);
    await expect(page.getByTestId('weapon-card')).toContainText('Topór katowski');
    assert.ok((await overflow(page)) <= 0, 'the equipment fits the phone');
    await clean(page, 'the equipment on a phone');
    await page.context().close();
  });

  test('an admin adds a monster in the back office, which then stands in the arena, and cannot remove a carried weapon', async () => {
    const admin = await adminPage(browser, server, ADMIN, { bypassCSP: true });
    await admin.getByRole('menuitem', { name: 'Potwory' }).click();
    await admin.waitForURL('**/admin/arenaMonsters**');
    await expect(admin.getByRole('row').filter({ hasText: RAT })).toBeVisible();
    await clean(admin, 'the back office’s monsters');
    await admin.getByRole('link', { name: 'Dodaj potwora' }).click();
    await admin.getByLabel('Nazwa').fill(NEW_MONSTER);
    await admin.getByLabel('Forma w narzędniku (z kim?)').fill('Kościejem Nieśmiertelnym');
    await admin.getByLabel('Opis').fill('Kości, które nie chcą leżeć w grobie.');
    await admin.getByLabel('Poziom').fill('6');
    await admin.getByLabel('Zdrowie').fill('150');
    await admin.getByLabel('Atak').fill('26');
    await admin.getByLabel('Obrona').fill('12');
    await admin.getByLabel('Nagroda (EXP)').fill('140');
    await clean(admin, 'the back office’s monster form');
    await admin.getByRole('button', { name: 'Zapisz' }).click();
    await admin.waitForURL(/\/admin\/arenaMonsters$/);
    await expect(admin.getByRole('row').filter({ hasText: NEW_MONSTER })).toBeVisible();

    // A weapon somebody carries stays, in the server's words.
    await admin.getByRole('menuitem', { name: 'Ekwipunek' }).click();
    await admin.waitForURL('**/admin/equipmentArchetypes**');
    const carried = admin.getByRole('row').filter({ hasText: 'Topór katowski' });
    await expect(carried).toContainText('Siła');
    await clean(admin, 'the back office’s equipment');
    await carried.getByRole('button', { name: 'Usuń' }).click();
    await admin.getByRole('button', { name: 'Potwierdź' }).click();
    await expect(admin.getByText('Tego ekwipunku ktoś używa — nie można go usunąć.')).toBeVisible();
    await admin.context().close();

    const page = await playerPage(browser, server, PLAYER.email, { bypassCSP: true });
    await page.goto(arenaUrl());
    const added = monster(page, NEW_MONSTER);
    await expect(added).toContainText('Kości, które nie chcą leżeć w grobie.');
    await expect(added.getByTestId('monster-level')).toHaveText('Poziom 6');
    await expect(added.getByTestId('monster-reward')).toHaveText('Nagroda: 140 EXP');
    assert.equal(await added.getAttribute('data-threat'), 'stronger');
    // Its fight opens with the instrumental form the admin wrote ("z" before it, by rule).
    await added.getByRole('button', { name: 'Walcz!' }).click();
    await expect(page.getByTestId('combat-log').locator('li').first()).toHaveText('Rozpoczynasz walkę z Kościejem Nieśmiertelnym!');
    await fightUntilOver(page, 'Uciekaj');
    await page.context().close();
  });
});
