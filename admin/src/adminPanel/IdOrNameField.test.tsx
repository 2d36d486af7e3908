import { AdminService, CharactersService, type AdminUserBody, type CharacterSuggestion } from '@mrok/sdk';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { notification, openSection, renderAdmin } from '../test/render';
import { answer, failure } from '../test/sdk';
import { ID_OR_NAME_TEXTS, SUGGEST_DEBOUNCE_MS, nameTerm } from './IdOrNameField';
import { MainNicknameTool, SecondaryNicknameTool } from './NicknameTools';
import { BAD_ID } from './useAdminCall';

const ZMIJAN: CharacterSuggestion = { id: 70, name: 'Żmijan', userId: 7, main: true };
const CIEN: CharacterSuggestion = { id: 31, name: 'Żmija Cień', userId: 9, main: false };

const ACCOUNT: AdminUserBody = {
  id: 7,
  email: 'zmijan@mrok.test',
  role: 'mieszkaniec',
  activated: true,
  createdAt: '2025-01-02T03:04:05Z',
  characterName: 'Żmijan',
};

const combo = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(combo(label), { target: { value } });
const key = (label: string, name: string) => fireEvent.keyDown(combo(label), { key: name });
const press = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
const optionTexts = async () => (await screen.findAllByRole('option')).map((o) => o.textContent);

let suggest: MockInstance<typeof CharactersService.suggestCharacters>;

beforeEach(() => {
  vi.spyOn(AdminService, 'adminGetUser').mockReturnValue(answer(ACCOUNT));
  suggest = vi.spyOn(CharactersService, 'suggestCharacters').mockReturnValue(answer([ZMIJAN, CIEN]));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a player ID field', () => {
  it('lists the characters found by the name typed, a secondary one marked, with the hint under the field', async () => {
    renderAdmin(<MainNicknameTool />);
    openSection('Zmień nick postaci głównej');
    expect(screen.getByText(ID_OR_NAME_TEXTS.hint)).toBeTruthy();
    type('ID gracza', 'zmij');
    expect(await optionTexts()).toEqual(['Żmijan', 'Żmija Cień(postać poboczna)']);
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith({ q: 'zmij' });
    expect(combo('ID gracza').getAttribute('aria-expanded')).toBe('true');
  });

  it('fills in the account’s ID of the character picked with the keyboard, and the tool acts on that account', async () => {
    const rename = vi.spyOn(AdminService, 'adminChangeNickname').mockReturnValue(answer({ message: 'Nick zmieniony.' }));
    renderAdmin(<MainNicknameTool />);
    openSection('Zmień nick postaci głównej');
    type('ID gracza', 'zmij');
    await optionTexts();
    // The first arrow reaches the first character, the second the next.
    key('ID gracza', 'ArrowDown');
    key('ID gracza', 'ArrowDown');
    key('ID gracza', 'Enter');
    // The secondary character's player, not the character.
    expect(combo('ID gracza').value).toBe('9');
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(screen.getByLabelText('Nowy nick'), { target: { value: 'Wąż' } });
    press('Zmień nick');
    await waitFor(() => expect(rename).toHaveBeenCalledWith({ requestBody: { userId: 9, newNickname: 'Wąż' } }));
  });

  it('fills in the ID of the character clicked', async () => {
    renderAdmin(<MainNicknameTool />);
    openSection('Zmień nick postaci głównej');
    type('ID gracza', 'zmij');
    fireEvent.click((await screen.findAllByRole('option'))[0]);
    expect(combo('ID gracza').value).toBe('7');
  });

  it('closes the list on Escape, keeping what was typed', async () => {
    renderAdmin(<MainNicknameTool />);
    openSection('Zmień nick postaci głównej');
    type('ID gracza', 'zmij');
    await optionTexts();
    key('ID gracza', 'Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combo('ID gracza').value).toBe('zmij');
  });

  it('takes typed digits as the ID, as before, without asking for names', async () => {
    const rename = vi.spyOn(AdminService, 'adminChangeNickname').mockReturnValue(answer({ message: 'Nick zmieniony.' }));
    renderAdmin(<MainNicknameTool />);
    openSection('Zmień nick postaci głównej');
    fireEvent.change(screen.getByLabelText('Nowy nick'), { target: { value: 'Wąż' } });
    type('ID gracza', '-3');
    press('Zmień nick');
    await waitFor(() => expect(notification()).toEqual({ text: BAD_ID, type: 'warning' }));
    expect(rename).not.toHaveBeenCalled();
    type('ID gracza', '12');
    press('Zmień nick');
    await waitFor(() => expect(rename).toHaveBeenCalledWith({ requestBody: { userId: 12, newNickname: 'Wąż' } }));
    await act(() => new Promise((done) => setTimeout(done, SUGGEST_DEBOUNCE_MS + 100)));
    expect(suggest).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says so when no character has such a name', async () => {
    suggest.mockReturnValue(answer<CharacterSuggestion[]>([]));
    renderAdmin(<MainNicknameTool />);
    openSection('Zmień nick postaci głównej');
    type('ID gracza', 'xyz');
    expect(await screen.findByText(ID_OR_NAME_TEXTS.noCharacter)).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('shows the server’s message when the search is refused', async () => {
    suggest.mockImplementation(() => failure(429, 'Zbyt wiele wyszukiwań. Odczekaj chwilę.', 'rate_limited'));
    renderAdmin(<MainNicknameTool />);
    openSection('Zmień nick postaci głównej');
    type('ID gracza', 'zmij');
    expect(await screen.findByText('Zbyt wiele wyszukiwań. Odczekaj chwilę.')).toBeTruthy();
  });
});

describe('the secondary character ID field', () => {
  it('lists secondary characters only and fills in the character’s ID, which the tool then loads', async () => {
    const load = vi
      .spyOn(AdminService, 'adminGetSecondaryCharacterNickname')
      .mockReturnValue(answer({ nickname: 'Żmija Cień', race: 'Wampir', gender: 'Kobieta' }));
    renderAdmin(<SecondaryNicknameTool />);
    openSection('Zmień nick postaci pobocznej');
    type('ID postaci pobocznej', 'zmij');
    expect(await optionTexts()).toEqual(['Żmija Cień(postać poboczna)']);
    key('ID postaci pobocznej', 'ArrowDown');
    key('ID postaci pobocznej', 'Enter');
    expect(combo('ID postaci pobocznej').value).toBe('31');
    const row = combo('ID postaci pobocznej').closest<HTMLElement>('.MuiBox-root')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Pobierz' }));
    expect(await screen.findByText('Żmija Cień (Wampir, Kobieta)')).toBeTruthy();
    expect(load).toHaveBeenCalledWith({ characterId: 31 });
  });
});

describe('nameTerm', () => {
  it('looks up 2+ characters with a letter and no digit only', () => {
    expect(nameTerm(' Żm ')).toBe('Żm');
    for (const notName of ['', 'ż', '7', ' 12 ', '-3', '1e3', '2.5']) expect(nameTerm(notName)).toBeNull();
  });
});
