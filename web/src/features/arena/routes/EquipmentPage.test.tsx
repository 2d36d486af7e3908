import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArenaService, type AvailableEquipment, type Equipment, type EquipmentChanged, type EquipmentChosen } from '@mrok/sdk';
import { button, cleanup, click } from '@/shared/editor/testing';
import { AXE, PLATE, SCALES, STAFF, answer, refusal, renderAt, settle, text } from '../testing';
import EquipmentPage from './EquipmentPage';

const AVAILABLE: AvailableEquipment = { hasEquipment: false, hasMagic: true, weaponOptions: [AXE, STAFF], armorOptions: [PLATE, SCALES] };
const NONE: Equipment = { hasEquipment: false };
const CARRIED: Equipment = {
  hasEquipment: true,
  weapon: STAFF,
  armor: PLATE,
  weapon_level: 3,
  armor_level: 2,
  weapon_damage: 19,
  armor_value: 10,
};

let equipment: Equipment;

const open = () => renderAt('/home/equipment', <EquipmentPage />);
const card = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('[data-testid="choice-card"]')].find((c) => c.textContent?.includes(name))!;

describe('the equipment page', () => {
  beforeEach(() => {
    equipment = NONE;
    vi.spyOn(ArenaService, 'myEquipment').mockImplementation(() => answer(equipment));
    vi.spyOn(ArenaService, 'availableEquipment').mockImplementation(() => answer(AVAILABLE));
  });
  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
  });

  it('offers every weapon and armor with its value at level 1, its growth and its stat, and leads to the arena', async () => {
    await open();
    expect(document.querySelector('h1')?.textContent).toBe('Ekwipunek');
    expect(document.querySelector('a[href="/home/arena"]')?.textContent).toBe('Przejdź do Areny');
    expect(text()).toContain('Wybierz broń');
    expect(text()).toContain('Wybierz zbroję');
    const axe = card('Topór katowski');
    expect(axe.textContent).toContain('Obrażenia: 12 (na poziomie 1)');
    expect(axe.textContent).toContain('Przyrost: +3 na poziom');
    expect(axe.textContent).toContain('Statystyka: Siła');
    expect(card('Kostur z czarnego dębu').textContent).toContain('Statystyka: Magia');
    expect(card('Skórznia z łusek').textContent).toContain('Pancerz: 6 (na poziomie 1)');
    expect(card('Skórznia z łusek').textContent).toContain('Statystyka: Zręczność');
  });

  it('wants both a weapon and an armor, then sends them and shows what is carried', async () => {
    const select = vi.spyOn(ArenaService, 'selectInitialEquipment').mockImplementation(() => {
      equipment = CARRIED;
      return answer<EquipmentChosen>({ success: true, weapon: STAFF, armor: PLATE, weapon_level: 1, armor_level: 1 });
    });
    await open();
    await click(button('Potwierdź wybór'));
    expect(text()).toContain('Wybierz broń i zbroję!');
    await click(card('Kostur z czarnego dębu').querySelector('button')!);
    expect(card('Kostur z czarnego dębu').querySelector('button')?.getAttribute('aria-pressed')).toBe('true');
    await click(button('Potwierdź wybór'));
    expect(text()).toContain('Wybierz broń i zbroję!');
    expect(select).not.toHaveBeenCalled();
    await click(card('Płytowy napierśnik').querySelector('button')!);
    await click(button('Potwierdź wybór'));
    await settle();
    expect(select).toHaveBeenCalledWith({ requestBody: { weaponId: 5, armorId: 8 } });
    expect(document.querySelector('[data-testid="equipment-notice"]')?.textContent).toBe('Ekwipunek został wybrany!');
    expect(document.querySelector('[data-testid="weapon-card"]')).not.toBeNull();
  });

  it('shows the server’s refusal, or the spec’s words when it said nothing or could not be reached', async () => {
    const select = vi.spyOn(ArenaService, 'selectInitialEquipment').mockImplementation(() => refusal(403, 'Ta broń i ta zbroja są tylko dla postaci władających magią.'));
    await open();
    await click(card('Kostur z czarnego dębu').querySelector('button')!);
    await click(card('Płytowy napierśnik').querySelector('button')!);
    await click(button('Potwierdź wybór'));
    await settle();
    expect(text()).toContain('Ta broń i ta zbroja są tylko dla postaci władających magią.');
    select.mockImplementation(() => refusal(500, ''));
    await click(button('Potwierdź wybór'));
    await settle();
    expect(text()).toContain('Błąd wyboru ekwipunku');
    select.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')) as never);
    await click(button('Potwierdź wybór'));
    await settle();
    expect(text()).toContain('Wystąpił błąd podczas wyboru ekwipunku');
  });

  it('shows the carried weapon and armor with their levels and values now', async () => {
    equipment = CARRIED;
    await open();
    const weapon = document.querySelector<HTMLElement>('[data-testid="weapon-card"]')!;
    expect(weapon.textContent).toContain('Broń');
    expect(weapon.textContent).toContain('Kostur z czarnego dębu');
    expect(weapon.querySelector('[data-testid="item-level"]')?.textContent).toBe('Poziom 3');
    expect(weapon.textContent).toContain('Obrażenia: 19');
    expect(weapon.textContent).not.toContain('na poziomie 1');
    expect(weapon.textContent).toContain('Statystyka: Magia');
    const armor = document.querySelector<HTMLElement>('[data-testid="armor-card"]')!;
    expect(armor.textContent).toContain('Pancerz: 10');
    expect(armor.textContent).toContain('Zimna stal.');
    // The options are read only when a change is wanted.
    expect(ArenaService.availableEquipment).not.toHaveBeenCalled();
  });

  it('changes the weapon after warning that its level goes back to 1', async () => {
    equipment = CARRIED;
    const change = vi.spyOn(ArenaService, 'changeEquipment').mockImplementation(() => {
      equipment = { ...CARRIED, weapon: AXE, weapon_level: 1, weapon_damage: 12 };
      return answer<EquipmentChanged>({ success: true, message: 'Broń została zmieniona.', equipment });
    });
    await open();
    await click(button('Zmień broń'));
    await settle();
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.querySelector('[data-testid="change-warning"]')?.textContent).toBe(
      'Uwaga: nowy przedmiot zaczyna od poziomu 1. Obecny poziom (3) przepadnie.',
    );
    // The carried weapon is not offered again.
    expect([...dialog.querySelectorAll('[data-testid="choice-card"]')].map((c) => c.querySelector('.MuiTypography-h6')?.textContent)).toEqual(['Topór katowski']);
    await click(button('Zmień'));
    expect(dialog.textContent).toContain('Wybierz nowy przedmiot.');
    await click(card('Topór katowski').querySelector('button')!);
    await click(button('Zmień'));
    await settle();
    expect(change).toHaveBeenCalledWith({ requestBody: { type: 'weapon', archetype: 1 } });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.querySelector('[data-testid="equipment-notice"]')?.textContent).toBe('Broń została zmieniona.');
    const weapon = document.querySelector<HTMLElement>('[data-testid="weapon-card"]')!;
    expect(weapon.textContent).toContain('Topór katowski');
    expect(weapon.querySelector('[data-testid="item-level"]')?.textContent).toBe('Poziom 1');
  });
});
