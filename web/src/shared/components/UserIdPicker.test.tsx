import { StrictMode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, PlayersService, type UserBody } from '@mrok/sdk';
import { button, changeValue, cleanup, click, flush, keyDown, render } from '../editor/testing';
import { USER_ID_ERRORS, UserIdPicker, userIdProblem, type ChosenUser } from './UserIdPicker';

const OWN_ID = 7;

function Picker({ initial = [], prefillId }: { initial?: ChosenUser[]; prefillId?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <UserIdPicker ownId={OWN_ID} value={value} onChange={setValue} legend="Uczestnicy (opcjonalnie)" listLabel="Dodani uczestnicy" prefillId={prefillId} />
  );
}

const input = () => document.querySelector<HTMLInputElement>('input[aria-label="ID użytkownika"]')!;
const helper = () => document.querySelector('.MuiFormHelperText-root')?.textContent?.trim();
const chips = () => [...document.querySelectorAll('[aria-label="Dodani uczestnicy"] .MuiChip-label')].map((c) => c.textContent);

function notFound(): ApiError {
  return new ApiError(
    { method: 'GET', url: '/users/{id}' },
    { url: '/api/users/99', ok: false, status: 404, statusText: 'Not Found', body: { message: 'Nie znaleziono', code: 'not_found' } },
    'Not Found',
  );
}

async function add(id: string) {
  await changeValue(input(), id);
  await click(button('Dodaj'));
  await flush();
}

describe('participants of a new session', () => {
  beforeEach(() => {
    vi.spyOn(PlayersService, 'getUser').mockImplementation(({ id }) => {
      if (id === 99) return Promise.reject(notFound()) as ReturnType<typeof PlayersService.getUser>;
      const user: UserBody = { id, role: 'mieszkaniec', playerStatus: 'looking', createdAt: '2026-01-01T00:00:00Z', nickname: `Gracz ${id}` };
      return Promise.resolve({ user }) as ReturnType<typeof PlayersService.getUser>;
    });
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await cleanup();
  });

  it('takes digits only, and Dodaj is disabled while the field is empty', async () => {
    await render(<Picker />);
    expect(button('Dodaj').disabled).toBe(true);
    await changeValue(input(), 'a1b2-3');
    expect(input().value).toBe('123');
    expect(button('Dodaj').disabled).toBe(false);
    await changeValue(input(), 'abc');
    expect(input().value).toBe('');
    expect(button('Dodaj').disabled).toBe(true);
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
