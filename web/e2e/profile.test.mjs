// The profile page (/home/profile/{id}, spec 1 §2): a player edits their own character (status,
// one-time magic, avatar, description, a secondary character, skills and flaws); an admin
// approves it and sees hidden entries; another resident sees it read-only.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from './expect.mjs';
import { api, createPlayer, launchBrowser, loginThroughPage, startServer } from './harness.mjs';

// A 1×1 PNG.
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const PLAYER = { email: 'morwen@mrok.test', character: { user: 'Morwen Cień', gender: 'Kobieta', race: 'Wampir' } };
const ADMIN = { email: 'straz@mrok.test', character: { user: 'Strażnik Bram', gender: 'Mężczyzna', race: 'Człowiek' } };
const RESIDENT = { email: 'sasiad@mrok.test', character: { user: 'Sąsiad Zza Muru', gender: 'Mężczyzna', race: 'Wilkołak' } };

let server;
let browser;
let player;
let files;
let avatarFile;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  player = await createPlayer(server, PLAYER.email, PLAYER.character);
  await createPlayer(server, ADMIN.email, ADMIN.character);
  server.cli(['user', 'role', ADMIN.email, 'admin']);
  await createPlayer(server, RESIDENT.email, RESIDENT.character);
  files = mkdtempSync(join(tmpdir(), 'mrok-profile-'));
  avatarFile = join(files, 'avatar.png');
  writeFileSync(avatarFile, Buffer.from(PNG_1X1, 'base64'));
});

after(async () => {
  await browser?.close();
  await server?.stop();
  if (files) rmSync(files, { recursive: true, force: true });
});

async function loggedInPage(email, options = { viewport: { width: 1400, height: 900 } }) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await loginThroughPage(page, server, email);
  await page.waitForURL('**/home');
  return page;
}

const profileUrl = () => `${server.baseUrl}/home/profile/${player.userId}`;
const notice = (page, text) => page.getByTestId('profile-notice').filter({ hasText: text });

describe('the profile page', () => {
  test('a player edits their own character', async () => {
    const page = await loggedInPage(PLAYER.email);
    await page.goto(profileUrl());
    await expect(page.getByRole('heading', { name: 'Morwen Cień' })).toBeVisible();
    await expect(page.getByTestId('character-id')).toHaveText(`ID: ${player.userId}`);
    await expect(page.getByTestId('character-type')).toHaveText('Postać główna');
    assert.equal(await page.getByRole('link', { name: 'Wyślij wiadomość' }).count(), 0, 'no message button on one’s own profile');

    // Status: Escape restores, Enter saves.
    await page.getByRole('button', { name: 'Ustaw status' }).click();
    await page.getByRole('textbox', { name: 'Status' }).fill('coś, czego nie zapiszę');
    await page.getByRole('textbox', { name: 'Status' }).press('Escape');
    await expect(page.getByRole('button', { name: 'Ustaw status' })).toBeVisible();
    await page.getByRole('button', { name: 'Ustaw status' }).click();
    await page.getByRole('textbox', { name: 'Status' }).fill('x'.repeat(129));
    await page.getByRole('textbox', { name: 'Status' }).press('Enter');
    await expect(page.getByText('Status nie może być dłuższy niż 128 znaków')).toBeVisible();
    await page.getByRole('textbox', { name: 'Status' }).fill('Szukam towarzyszy na nocne łowy');
    await page.getByRole('textbox', { name: 'Status' }).press('Enter');
    await expect(notice(page, 'Status został zaktualizowany!')).toBeVisible();
    await expect(page.getByTestId('status-line')).toHaveText('„Szukam towarzyszy na nocne łowy”');

    // Magic, once, and only after saying so: a first click only asks.
    await expect(page.getByText('Wybór jednorazowy')).toBeVisible();
    await page.getByRole('button', { name: 'Zdolności magiczne: Tak' }).click();
    const magic = page.getByRole('dialog', { name: 'Zdolności magiczne: Tak?' });
    await expect(magic).toBeVisible();
    await magic.getByRole('button', { name: 'Jeszcze nie' }).click();
    await expect(magic).toBeHidden();
    await expect(page.getByText('Wybór jednorazowy')).toBeVisible();
    await page.getByRole('button', { name: 'Zdolności magiczne: Tak' }).click();
    await magic.getByRole('button', { name: 'Tak, wybieram „Tak”' }).click();
    await expect(notice(page, 'Zdolności magiczne zostały zaktualizowane!')).toBeVisible();
    await expect(page.getByTestId('magic-value')).toHaveText('Tak');
    assert.equal(await page.getByText('Wybór jednorazowy').count(), 0);

    // Avatar.
    await expect(page.getByText('Zalecany rozmiar: poniżej 200 KB (maks. 5 MB)')).toBeVisible();
    await page.getByTestId('avatar-input').setInputFiles(avatarFile);
    await expect(notice(page, 'Avatar został zaktualizowany!')).toBeVisible();
    const avatar = page.getByTestId('profile-avatar').locator('img');
    await page.waitForFunction(
      (img) => img && img.getAttribute('src')?.startsWith('/api/uploads/') && img.complete && img.naturalWidth > 0,
      await avatar.elementHandle(),
    );

    // Description with bold text.
    await page.getByRole('button', { name: 'Edytuj opis' }).click();
    const dialog = page.getByRole('dialog', { name: /Edycja opisu/ });
    const editor = dialog.getByRole('textbox', { name: 'Opis postaci' });
    await expect(editor).toBeVisible({ timeout: 15_000 });
    await editor.click();
    await dialog.getByRole('button', { name: 'Pogrubienie' }).click();
    await page.keyboard.type('Krwawa przysięga');
    await dialog.getByRole('button', { name: 'Pogrubienie' }).click();
    await page.keyboard.type(' wiąże ją z miastem.');
    await dialog.getByRole('button', { name: 'Zapisz opis' }).click();
    await expect(notice(page, 'Opis został zaktualizowany!')).toBeVisible();
    await expect(page.getByTestId('description').locator('strong')).toHaveText('Krwawa przysięga');
    await expect(page.getByTestId('description')).toHaveText('Krwawa przysięga wiąże ją z miastem.');

    // Unsaved words are never lost without asking: Escape and a click beside the dialog ask first.
    await page.getByRole('button', { name: 'Edytuj opis' }).click();
    const again = dialog.getByRole('textbox', { name: 'Opis postaci' });
    await expect(again).toBeVisible({ timeout: 15_000 });
    await again.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Nocą poluje.');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Porzucić zmiany?' });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Wróć do edycji' }).click();
    await expect(discard).toBeHidden();
    await expect(again).toContainText('Nocą poluje.');
    await page.mouse.click(5, 5);
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Porzuć zmiany' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('description')).toHaveText('Krwawa przysięga wiąże ją z miastem.');
    // Nothing changed: it just closes.
    await page.getByRole('button', { name: 'Edytuj opis' }).click();
    await expect(again).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    assert.equal(await discard.count(), 0);

    // An image from the computer, configured in the image dialog, goes into the description.
    await page.getByRole('button', { name: 'Edytuj opis' }).click();
    const imageDialogHost = page.getByRole('dialog', { name: /Edycja opisu/ });
    await expect(imageDialogHost.getByRole('textbox', { name: 'Opis postaci' })).toBeVisible({ timeout: 15_000 });
    const chooser = page.waitForEvent('filechooser');
    await imageDialogHost.getByRole('button', { name: 'Obrazek z komputera' }).click();
    await (await chooser).setFiles(avatarFile);
    await expect(page.getByRole('dialog', { name: 'Konfiguracja obrazka' })).toBeVisible();
    await page.getByRole('button', { name: 'Dodaj obrazek' }).click();
    await imageDialogHost.getByRole('button', { name: 'Zapisz opis' }).click();
    await expect(notice(page, 'Opis został zaktualizowany!')).toBeVisible();
    await page.waitForFunction(() => {
      const img = document.querySelector('[data-testid="description"] img');
      return img && img.getAttribute('src')?.startsWith('/api/uploads/') && img.complete && img.naturalWidth > 0;
    });

    // A secondary character through 'NOWA 1'.
    assert.equal(await page.getByTestId('new-slot-2').count(), 0, 'slot 1 is offered first');
    await page.getByRole('tab', { name: 'NOWA 1: nowa postać poboczna' }).click();
    const create = page.getByRole('dialog', { name: /Nowa postać poboczna/ });
    await create.getByRole('button', { name: 'Stwórz postać' }).click();
    // Every missing field says so under itself, all at once, and the first one has the focus.
    const name = create.getByLabel('Imię postaci');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    assert.equal(await name.evaluate((input) => input === document.activeElement), true, 'the first wrong field has the focus');
    for (const [field, text] of [
      ['Imię postaci', 'Imię postaci jest wymagane!'],
      ['Rasa', 'Rasa jest wymagana!'],
      ['Płeć', 'Płeć jest wymagana!'],
      ['Zdolności magiczne', 'Zdolności magiczne są wymagane!'],
    ]) {
      const describedBy = await create.getByLabel(field).getAttribute('aria-describedby');
      await expect(create.locator(`[id="${describedBy}"]`)).toHaveText(text);
    }
    await name.fill('Lirael');
    await expect(create.getByText('Imię postaci jest wymagane!')).toBeHidden();
    await expect(create.getByText('Rasa jest wymagana!')).toBeVisible();
    await create.getByLabel('Wiek (opcjonalnie)').fill('120');
    await create.getByLabel('Rasa').selectOption('Wilkołak');
    await create.getByLabel('Płeć').selectOption('Kobieta');
    await create.getByLabel('Zdolności magiczne').selectOption('Nie');
    await create.getByRole('button', { name: 'Stwórz postać' }).click();
    await expect(notice(page, 'Postać poboczna została utworzona pomyślnie!')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'LIRAEL', selected: true })).toBeVisible();
    await expect(page.getByTestId('character-type')).toHaveText('Postać poboczna 1');
    await expect(page.getByRole('heading', { name: 'Lirael' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'NOWA 2: nowa postać poboczna' })).toBeVisible();

    // A skill and a flaw on the main card.
    await page.getByRole('tab', { name: 'MORWEN CIEŃ' }).click();
    await page.getByRole('tab', { name: 'KARTA POSTACI' }).click();
    await page.getByRole('button', { name: 'Dodaj umiejętność' }).click();
    const skill = page.getByRole('dialog', { name: 'Dodaj umiejętność' });
    assert.equal(await skill.getByText(/Ukryta/).count(), 0, 'only admins may hide entries');
    await skill.getByRole('button', { name: 'Dodaj' }).click();
    await expect(skill.getByText('Nazwa umiejętności jest wymagana!')).toBeVisible();
    await skill.getByLabel('Nazwa').fill('Szermierka');
    await skill.getByLabel('Poziom (1–6)').fill('9');
    await skill.getByRole('button', { name: 'Dodaj' }).click();
    await expect(skill.getByText('Poziom umiejętności musi być między 1 a 6')).toBeVisible();
    await skill.getByLabel('Poziom (1–6)').fill('4');
    await skill.getByLabel('Opis').fill('Rapier i sztylet.');
    await skill.getByRole('button', { name: 'Dodaj' }).click();
    await expect(notice(page, 'Umiejętność została dodana!')).toBeVisible();
    const skillEntry = page.getByTestId('skill-entry').filter({ hasText: 'Szermierka' });
    await expect(skillEntry.getByRole('img', { name: 'Poziom 4 z 6' })).toBeVisible();
    await expect(skillEntry.getByTestId('skill-level')).toHaveText('4/6');
    // Nothing on this card is hidden, yet the note shows all the same: whether a card hides
    // anything is told to nobody but admins.
    await expect(page.getByTestId('hidden-note')).toBeVisible();

    await page.getByRole('button', { name: 'Dodaj wadę' }).click();
    const flaw = page.getByRole('dialog', { name: 'Dodaj wadę' });
    await flaw.getByRole('button', { name: 'Dodaj' }).click();
    await expect(flaw.getByText('Nazwa wady jest wymagana')).toBeVisible();
    await flaw.getByLabel('Nazwa').fill('Porywczość');
    await flaw.getByRole('button', { name: 'Dodaj' }).click();
    await expect(notice(page, 'Wada została dodana!')).toBeVisible();
    await expect(page.getByTestId('flaw-entry').filter({ hasText: 'Porywczość' })).toBeVisible();

    // Age, with its rule.
    await page.getByRole('button', { name: 'Zmień wiek' }).click();
    const age = page.getByRole('dialog', { name: 'Zmień wiek' });
    await age.getByLabel('Wiek').fill('0');
    await age.getByRole('button', { name: 'Zapisz' }).click();
    await expect(age.getByText('Podaj prawidłowy wiek (1-9999)')).toBeVisible();
    await age.getByLabel('Wiek').fill('312');
    await age.getByRole('button', { name: 'Zapisz' }).click();
    await expect(notice(page, 'Wiek został zaktualizowany!')).toBeVisible();
    await expect(page.getByTestId('card-age')).toHaveText('312');

    // Deleting asks first (and can be cancelled).
    await page.getByRole('button', { name: 'Usuń wadę: Porywczość' }).click();
    const confirm = page.getByRole('dialog', { name: 'Usuwanie wady' });
    await expect(confirm.getByText('Czy na pewno chcesz usunąć tę wadę?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Anuluj' }).click();
    await expect(page.getByTestId('flaw-entry').filter({ hasText: 'Porywczość' })).toBeVisible();

    // 'Pobierz Kartę' saves the card as a PDF under the server's file name.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Pobierz Kartę' }).click();
    const download = await downloading;
    assert.equal(download.suggestedFilename(), 'karta-morwen-cien.pdf');
    const pdf = readFileSync(await download.path());
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    await expect(page.getByRole('button', { name: 'Pobierz Kartę' })).toBeEnabled();
    await page.context().close();
  });

  test('an admin approves the character and sees hidden entries; the player sees it approved', async () => {
    const admin = await loggedInPage(ADMIN.email);
    await admin.goto(profileUrl());
    await expect(admin.getByRole('heading', { name: 'Morwen Cień' })).toBeVisible();
    await expect(admin.getByTestId('approval')).toHaveText('Niezaakceptowana');
    await admin.getByLabel('Akceptacja postaci').click();
    await expect(notice(admin, 'Postać została zaakceptowana!')).toBeVisible();
    await expect(admin.getByTestId('approval')).toHaveText('Zaakceptowana');

    await admin.getByRole('tab', { name: 'KARTA POSTACI' }).click();
    await admin.getByRole('button', { name: 'Dodaj umiejętność' }).click();
    const skill = admin.getByRole('dialog', { name: 'Dodaj umiejętność' });
    await skill.getByLabel('Nazwa').fill('Tajna sztuka');
    await skill.getByLabel('Poziom (1–6)').fill('2');
    await skill.getByLabel(/Ukryta umiejętność/).check();
    await skill.getByRole('button', { name: 'Dodaj' }).click();
    await expect(notice(admin, 'Umiejętność została dodana!')).toBeVisible();
    await expect(admin.getByTestId('skill-entry').filter({ hasText: 'Tajna sztuka' }).getByText('UKRYTE')).toBeVisible();
    assert.equal(await admin.getByTestId('hidden-note').count(), 0, 'admins see every entry, so no note');
    // Admins may delete secondary characters: the menu is there (not used here).
    await admin.getByRole('tab', { name: 'LIRAEL' }).click();
    await expect(admin.getByRole('button', { name: 'Opcje postaci Lirael' })).toBeVisible();
    await admin.context().close();

    const page = await loggedInPage(PLAYER.email);
    await page.goto(profileUrl());
    await expect(page.getByTestId('approval')).toHaveText('Zaakceptowana');
    await page.reload();
    await expect(page.getByText('Zaakceptowana', { exact: true })).toBeVisible();
    await page.context().close();
  });

  test('another resident sees the profile without edit controls or hidden entries', async () => {
    const page = await loggedInPage(RESIDENT.email);
    await page.goto(profileUrl());
    await expect(page.getByRole('heading', { name: 'Morwen Cień' })).toBeVisible();
    await expect(page.getByTestId('status-line')).toHaveText('„Szukam towarzyszy na nocne łowy”');
    await expect(page.getByTestId('description').locator('strong')).toHaveText('Krwawa przysięga');
    const message = page.getByRole('link', { name: 'Wyślij wiadomość' });
    await expect(message).toBeVisible();
    const href = new URL(await message.getAttribute('href'), server.baseUrl);
    assert.equal(href.pathname, '/home/messages/new');
    assert.equal(href.searchParams.get('userId'), String(player.userId));
    assert.equal(href.searchParams.get('nickname'), 'Morwen Cień');

    // The main character's level and pools, as current/max, the numbers the profile call answers.
    const data = (await api(server, 'GET', `/home/profile/${player.userId}`, undefined, player.token)).body.profileData;
    const vitals = page.getByTestId('character-vitals');
    await expect(vitals.getByTestId('vitals-level')).toHaveText(`Poziom: ${data.level}`);
    await expect(vitals.getByTestId('vitals-health')).toContainText(`Zdrowie: ${data.current_hp}/${data.max_hp}`);
    await expect(vitals.getByTestId('vitals-mana')).toContainText(`Mana: ${data.current_mp}/${data.max_mp}`);
    await expect(vitals.getByTestId('vitals-stamina')).toContainText(`Stamina: ${data.current_stamina}/${data.max_stamina}`);
    await expect(vitals.getByRole('progressbar', { name: 'Zdrowie' })).toHaveAttribute('aria-valuetext', `${data.current_hp}/${data.max_hp}`);

    for (const name of ['Edytuj opis', 'Zmień avatar', 'Ustaw status', /zmień status/, 'Zdolności magiczne: Tak']) {
      assert.equal(await page.getByRole('button', { name }).count(), 0, `no '${name}' for another resident`);
    }
    assert.equal(await page.getByTestId('avatar-input').count(), 0);
    assert.equal(await page.getByLabel('Akceptacja postaci').count(), 0, 'approval is for admins');
    assert.equal(await page.getByRole('tab', { name: /Nowa postać/ }).count(), 0, 'no NOWA tab on someone else’s profile');

    await page.getByRole('tab', { name: 'KARTA POSTACI' }).click();
    await expect(page.getByTestId('skill-entry').filter({ hasText: 'Szermierka' })).toBeVisible();
    assert.equal(await page.getByText('Tajna sztuka').count(), 0, 'hidden skills stay hidden');
    assert.equal(await page.getByText('UKRYTE', { exact: true }).count(), 0);
    await expect(page.getByTestId('hidden-note')).toBeVisible();
    for (const name of ['Dodaj umiejętność', 'Dodaj wadę', 'Zmień wiek', /Usuń umiejętność/, /Edytuj umiejętność/]) {
      assert.equal(await page.getByRole('button', { name }).count(), 0, `no '${name}' for another resident`);
    }

    await page.getByRole('tab', { name: 'LIRAEL' }).click();
    await expect(page.getByRole('heading', { name: 'Lirael' })).toBeVisible();
    assert.equal(await page.getByTestId('character-vitals').count(), 0, 'secondary characters have no level or pools');
    assert.equal(await page.getByRole('button', { name: /Opcje postaci/ }).count(), 0, 'no delete menu');
    assert.equal(await page.getByRole('link', { name: 'Wyślij wiadomość' }).count(), 0, 'messages go to main characters');

    // The previous / next buttons and the not-found view.
    await page.goto(`${server.baseUrl}/home/profile/9999`);
    await expect(page.getByText('Nie ma takiej postaci (ID: 9999)')).toBeVisible();
    await page.getByRole('link', { name: /Poprzedni profil/ }).click();
    await page.waitForURL('**/home/profile/9998');
    await expect(page.getByText('Nie ma takiej postaci (ID: 9998)')).toBeVisible();
    await page.goto(profileUrl());
    await page.getByRole('link', { name: /Następny profil/ }).click();
    await page.waitForURL(`**/home/profile/${player.userId + 1}`);
    await page.context().close();
  });

  test('a player deletes a secondary character after confirming', async () => {
    const page = await loggedInPage(PLAYER.email);
    await page.goto(profileUrl());
    await page.getByRole('tab', { name: 'LIRAEL' }).click();
    await page.getByRole('button', { name: 'Opcje postaci Lirael' }).click();
    await page.getByRole('menuitem', { name: 'Usuń postać' }).click();
    const confirm = page.getByRole('dialog', { name: 'Usuń postać' });
    await expect(confirm.getByText(/Tej operacji nie można cofnąć/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Usuń postać' }).click();
    await expect(notice(page, 'Postać poboczna została usunięta!')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'MORWEN CIEŃ', selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'NOWA 1: nowa postać poboczna' })).toBeVisible();
    assert.equal(await page.getByRole('tab', { name: 'LIRAEL' }).count(), 0);
    await page.context().close();
  });

  test('fits a phone: Pob. tabs, a full-screen editor and no horizontal scrolling', async () => {
    const page = await loggedInPage(PLAYER.email, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(profileUrl());
    await expect(page.getByRole('heading', { name: 'Morwen Cień' })).toBeVisible();
    await page.getByRole('tab', { name: 'NOWA 1: nowa postać poboczna' }).click();
    const create = page.getByRole('dialog', { name: /Nowa postać poboczna/ });
    await create.getByLabel('Imię postaci').fill('Cichy Kruk');
    await create.getByLabel('Rasa').selectOption('Człowiek');
    await create.getByLabel('Płeć').selectOption('Mężczyzna');
    await create.getByLabel('Zdolności magiczne').selectOption('Tak');
    await create.getByRole('button', { name: 'Stwórz postać' }).click();
    await expect(page.getByRole('tab', { name: 'Pob. 1: Cichy Kruk', selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pob. 1: Cichy Kruk' })).toHaveText('Pob. 1');
    await page.getByRole('tab', { name: 'MORWEN CIEŃ' }).click();

    for (const inner of ['OPIS', 'OSIĄGNIĘCIA', 'KARTA POSTACI']) {
      await page.getByRole('tab', { name: inner }).click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${inner}: the page is ${overflow}px wider than the phone`);
    }
    await page.getByRole('tab', { name: 'OPIS' }).click();
    await page.getByRole('button', { name: 'Edytuj opis' }).click();
    const dialog = page.getByRole('dialog', { name: /Edycja opisu/ });
    await expect(dialog.getByRole('textbox', { name: 'Opis postaci' })).toBeVisible({ timeout: 15_000 });
    const box = await dialog.boundingBox();
    assert.ok(box && box.width >= 389 && box.height >= 843, `the editor dialog is full-screen (${JSON.stringify(box)})`);
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await page.context().close();
  });
});
