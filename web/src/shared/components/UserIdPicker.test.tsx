import { StrictMode, act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, CharactersService, PlayersService, type CancelablePromise, type CharacterSuggestion, type UserBody } from '@mrok/sdk';
import { button, changeValue, cleanup, click, flush, keyDown, render } from '../editor/testing';
import { SUGGEST_DEBOUNCE_MS, USER_ID_ERRORS, UserIdPicker, nameTerm, userIdProblem, type ChosenUser } from './UserIdPicker';

const OWN_ID = 7;

function Picker({ initial = [], prefillId }: { initial?: ChosenUser[]; prefillId?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <UserIdPicker ownId={OWN_ID} value={value} onChange={setValue} legend="Uczestnicy (opcjonalnie)" listLabel="Dodani uczestnicy" prefillId={prefillId} />
  );
}

const input = () => document.querySelector<HTMLInputElement>('input[aria-label="ID użytkownika"]')!;
const options = () => [...document.querySelectorAll('[role="listbox"] [role="option"]')];
const optionNames = () => options().map((o) => o.textContent);
const status = () => document.querySelector('[role="status"]')?.textContent;
const helper = () => document.querySelector('.MuiFormHelperText-root')?.textContent?.trim();
const chips = () => [...document.querySelectorAll('[aria-label="Dodani uczestnicy"] .MuiChip-label')].map((c) => c.textContent);

function apiError(status: number, message: string): ApiError {
  return new ApiError({ method: 'GET', url: '/x' }, { url: '/api/x', ok: false, status, statusText: 'x', body: { message, code: 'x' } }, 'x');
}
const notFound = () => apiError(404, 'Nie znaleziono');

function mockUsers() {
  vi.spyOn(PlayersService, 'getUser').mockImplementation(({ id }) => {
    if (id === 99) return Promise.reject(notFound()) as ReturnType<typeof PlayersService.getUser>;
    const user: UserBody = { id, role: 'mieszkaniec', playerStatus: 'looking', createdAt: '2026-01-01T00:00:00Z', nickname: `Gracz ${id}` };
    return Promise.resolve({ user }) as ReturnType<typeof PlayersService.getUser>;
  });
}

async function add(id: string) {
  await changeValue(input(), id);
  await click(button('Dodaj'));
  await flush();
}

describe('participants of a new session', () => {
  beforeEach(() => {
    mockUsers();
    vi.spyOn(CharactersService, 'suggestCharacters');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await cleanup();
  });

  it('tells that a name or an ID works, and Dodaj is disabled while the field is empty', async () => {
    await render(<Picker />);
    expect(helper()).toBe('Wpisz imię postaci albo ID gracza');
    expect(input().getAttribute('role')).toBe('combobox');
    expect(button('Dodaj').disabled).toBe(true);
    await changeValue(input(), '123');
    expect(button('Dodaj').disabled).toBe(false);
    await changeValue(input(), '  ');
    expect(button('Dodaj').disabled).toBe(true);
  });

  it('asks for no characters when the field holds digits', async () => {
    await render(<Picker />);
    await changeValue(input(), '12');
    await new Promise((resolve) => setTimeout(resolve, SUGGEST_DEBOUNCE_MS + 50));
    await flush();
    expect(CharactersService.suggestCharacters).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    await click(button('Dodaj'));
    await flush();
    expect(chips()).toEqual(['Gracz 12 (ID 12)']);
  });

  it('adds an existing account as a removable chip with its main character name', async () => {
    await render(<Picker />);
    await add('12');
    expect(PlayersService.getUser).toHaveBeenCalledWith({ id: 12 });
    expect(chips()).toEqual(['Gracz 12 (ID 12)']);
    expect(input().value).toBe('');
    await click(document.querySelector('[aria-label="Dodani uczestnicy"] .MuiChip-deleteIcon')!);
    expect(chips()).toEqual([]);
  });

  it('refuses an invalid id', async () => {
    await render(<Picker />);
    await add('0');
    expect(helper()).toBe('Podaj prawidłowe ID');
    expect(PlayersService.getUser).not.toHaveBeenCalled();
  });

  it('refuses an id already on the list, and one’s own id', async () => {
    await render(<Picker initial={[{ id: 12, name: 'Ilvar' }]} />);
    await add('12');
    expect(helper()).toBe('Ten użytkownik już jest na liście');
    await add(String(OWN_ID));
    expect(helper()).toBe('Ten użytkownik już jest na liście');
    expect(PlayersService.getUser).not.toHaveBeenCalled();
    expect(chips()).toEqual(['Ilvar (ID 12)']);
  });

  it('refuses an id without an account', async () => {
    await render(<Picker />);
    await add('99');
    expect(helper()).toBe('Nie znaleziono użytkownika o takim ID');
    expect(chips()).toEqual([]);
    expect(input().value).toBe('99');
  });

  it('looks a handed-in ID up once on opening and names it as the server does', async () => {
    await render(
      <StrictMode>
        <Picker prefillId={12} />
      </StrictMode>,
    );
    await flush();
    expect(PlayersService.getUser).toHaveBeenCalledTimes(1);
    expect(chips()).toEqual(['Gracz 12 (ID 12)']);
    expect(input().value).toBe('');
  });

  it('adds no handed-in ID without an account, leaving it in the field with the reason', async () => {
    await render(<Picker prefillId={99} />);
    await flush();
    expect(chips()).toEqual([]);
    expect(input().value).toBe('99');
    expect(helper()).toBe('Nie znaleziono użytkownika o takim ID');
  });

  it('adds with Enter too, and typing clears the error', async () => {
    await render(<Picker />);
    await add('0');
    await changeValue(input(), '31');
    expect(input().getAttribute('aria-invalid')).toBe('false');
    expect(helper()).not.toContain('Podaj');
    await keyDown(input(), 'Enter');
    await flush();
    expect(chips()).toEqual(['Gracz 31 (ID 31)']);
  });
});

const SUGGESTIONS: CharacterSuggestion[] = [
  { id: 1, name: 'Żmijan', userId: 12, main: true, avatar: '/uploads/avatars/zmijan.png' },
  { id: 5, name: 'Żmijka', userId: 13, main: false, avatar: null },
  { id: 2, name: 'Żmij Samotny', userId: OWN_ID, main: true },
  { id: 3, name: 'Zmierzch', userId: 14, main: true },
];

describe('choosing by a character’s name', () => {
  let suggest: ReturnType<typeof vi.fn>;
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const type = async (text: string) => {
    await changeValue(input(), text);
    await wait(SUGGEST_DEBOUNCE_MS);
    await wait(0);
  };
  const focus = () => act(async () => input().focus());

  beforeEach(() => {
    vi.useFakeTimers();
    mockUsers();
    suggest = vi.fn(() => Promise.resolve(SUGGESTIONS) as unknown as CancelablePromise<CharacterSuggestion[]>);
    vi.spyOn(CharactersService, 'suggestCharacters').mockImplementation(suggest);
  });
  afterEach(async () => {
    await cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks from 2 characters once typing settles and lists the characters, one’s own left out', async () => {
    await render(<Picker />);
    await focus();
    await changeValue(input(), 'z');
    await wait(1000);
    expect(suggest).not.toHaveBeenCalled();

    await changeValue(input(), 'zmi');
    await wait(SUGGEST_DEBOUNCE_MS - 1);
    expect(suggest).not.toHaveBeenCalled();
    await wait(1);
    await wait(0);
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith({ q: 'zmi' });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual(['Żmijan', 'Żmijka (postać poboczna)', 'Zmierzch']);
    expect(options()[0].querySelector('img')?.getAttribute('src')).toContain('zmijan.png');
    expect(options()[1].querySelector('img')).toBeNull();
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[0].id);
  });

  it('moves with the arrows and picks with Enter: the chip names the account, the field clears', async () => {
    await render(<Picker />);
    await focus();
    await type('zmi');
    await keyDown(input(), 'ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[1].id);
    expect(options()[1].getAttribute('aria-selected')).toBe('true');
    await keyDown(input(), 'ArrowDown');
    await keyDown(input(), 'ArrowDown');
    await keyDown(input(), 'ArrowUp');
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[2].id);
    await keyDown(input(), 'ArrowUp');
    await keyDown(input(), 'Enter');
    await wait(0);
    expect(PlayersService.getUser).toHaveBeenCalledWith({ id: 13 });
    expect(chips()).toEqual(['Gracz 13 (ID 13)']);
    expect(input().value).toBe('');
    expect(options()).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');

    // The account now listed is left out of the next suggestions.
    await type('zmi');
    expect(optionNames()).toEqual(['Żmijan', 'Zmierzch']);
  });

  it('picks with a click, and with Dodaj the highlighted one', async () => {
    await render(<Picker />);
    await focus();
    await type('zmi');
    await click(options()[2]);
    await wait(0);
    expect(chips()).toEqual(['Gracz 14 (ID 14)']);
    await type('zmij');
    await click(button('Dodaj'));
    await wait(0);
    expect(chips()).toEqual(['Gracz 14 (ID 14)', 'Gracz 12 (ID 12)']);
  });

  it('closes with Escape and opens again with an arrow', async () => {
    await render(<Picker />);
    await focus();
    await type('zmi');
    await keyDown(input(), 'Escape');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(options()).toHaveLength(0);
    await keyDown(input(), 'ArrowDown');
    expect(optionNames()).toHaveLength(3);
  });

  it('says so when no character has such a name, also on Enter', async () => {
    suggest.mockImplementation(() => Promise.resolve([SUGGESTIONS[2]]));
    await render(<Picker />);
    await focus();
    await type('zmij sam');
    expect(options()).toHaveLength(0);
    expect(status()).toBe('Nie znaleziono postaci o takim imieniu');
    await keyDown(input(), 'Enter');
    expect(helper()).toBe('Nie znaleziono postaci o takim imieniu');
    expect(chips()).toEqual([]);
  });

  it('shows the server’s Polish message when the search fails', async () => {
    suggest.mockImplementation(() => Promise.reject(apiError(429, 'Zbyt wiele wyszukiwań. Spróbuj za chwilę.')));
    await render(<Picker />);
    await focus();
    await type('zmi');
    expect(status()).toBe('Zbyt wiele wyszukiwań. Spróbuj za chwilę.');
    expect(options()).toHaveLength(0);
  });

  it('leaves out the accounts already listed', async () => {
    await render(<Picker initial={[{ id: 14, name: 'Zmierzch' }]} />);
    await focus();
    await type('zmi');
    expect(optionNames()).toEqual(['Żmijan', 'Żmijka (postać poboczna)']);
  });
});

describe('the name rule', () => {
  it('looks up names of 2 characters or more, never an ID', () => {
    expect(nameTerm('z')).toBeNull();
    expect(nameTerm(' ż ')).toBeNull();
    expect(nameTerm('12')).toBeNull();
    expect(nameTerm(' 12 ')).toBeNull();
    expect(nameTerm('żm')).toBe('żm');
    expect(nameTerm('  Żmijan ')).toBe('Żmijan');
    expect(nameTerm('12a')).toBe('12a');
    expect(nameTerm('ś'.repeat(50))).toBe('ś'.repeat(40));
  });
});

describe('the id rule before asking the server', () => {
  it('names the problem, or none', () => {
    expect(userIdProblem('', OWN_ID, [])).toBe(USER_ID_ERRORS.invalid);
    expect(userIdProblem('000', OWN_ID, [])).toBe(USER_ID_ERRORS.invalid);
    expect(userIdProblem('99999999999999999999', OWN_ID, [])).toBe(USER_ID_ERRORS.invalid);
    expect(userIdProblem('7', OWN_ID, [])).toBe(USER_ID_ERRORS.listed);
    expect(userIdProblem('12', null, [{ id: 12, name: 'Ilvar' }])).toBe(USER_ID_ERRORS.listed);
    expect(userIdProblem('12', OWN_ID, [])).toBeNull();
    expect(userIdProblem('7', OWN_ID, [], 'Nie możesz wysłać wiadomości do samego siebie.')).toBe('Nie możesz wysłać wiadomości do samego siebie.');
    expect(userIdProblem('12', OWN_ID, [{ id: 12, name: 'Ilvar' }], 'Nie możesz wysłać wiadomości do samego siebie.')).toBe(USER_ID_ERRORS.listed);
  });
});
