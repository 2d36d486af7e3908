import { afterEach, describe, expect, it, vi } from 'vitest';
import { button, cleanup, click, flush, render } from '../editor/testing';
import { CharacterPickerDialog } from './CharacterPickerDialog';
import { NARRATOR_OPTION, type CharacterOption } from './characterOptions';

afterEach(cleanup);

const MORWENA: CharacterOption = { type: 'main', id: 1, name: 'Morwena' };
const ILVAR: CharacterOption = { type: 'secondary', id: 5, name: 'Ilvar', avatar: '/api/avatars/ilvar.png' };
const OPTIONS = [MORWENA, ILVAR, NARRATOR_OPTION];

const radios = () => [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const radioLabels = () => radios().map((radio) => radio.closest('label')?.textContent?.trim());
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? null;

function renderDialog(onConfirm: (option: CharacterOption) => Promise<void> | void, onClose = vi.fn()) {
  return render(<CharacterPickerDialog open options={OPTIONS} value={MORWENA} onClose={onClose} onConfirm={onConfirm} />);
}

describe('CharacterPickerDialog', () => {
  it('lists the characters as a radio list with the current one chosen', async () => {
    await renderDialog(() => {});
    expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Zmień postać');
    expect(radioLabels()).toEqual(['Morwena (postać główna)', 'Ilvar (postać poboczna)', 'Narrator']);
    expect(radios().map((radio) => radio.checked)).toEqual([true, false, false]);
    expect(button('Anuluj')).toBeTruthy();
  });

  it("calls back with the chosen option on 'Wybierz', then closes", async () => {
    const onConfirm = vi.fn(async () => {});
    const onClose = vi.fn();
    await renderDialog(onConfirm, onClose);
    await click(radios()[1]);
    await click(button('Wybierz'));
    await flush();
    expect(onConfirm).toHaveBeenCalledWith(ILVAR);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays busy while the change runs and shows a rejection without closing', async () => {
    let reject: (error: unknown) => void = () => {};
    const onClose = vi.fn();
    await renderDialog(() => new Promise<void>((_, fail) => (reject = fail)), onClose);
    await click(radios()[2]);
    await click(button('Wybierz'));
    expect(button('Wybierz').disabled).toBe(true);
    expect(button('Anuluj').disabled).toBe(true);
    reject(new Error('Nie możesz pisać jako Narrator'));
    await flush();
    expect(alertText()).toBe('Nie możesz pisać jako Narrator');
    expect(onClose).not.toHaveBeenCalled();
    expect(button('Wybierz').disabled).toBe(false);
  });

  it('shows the fallback text when the rejection has no message', async () => {
    await renderDialog(() => Promise.reject(new TypeError('Failed to fetch')));
    await click(button('Wybierz'));
    await flush();
    expect(alertText()).toBe('Błąd podczas zmiany postaci');
  });

  it("'Anuluj' closes without a change", async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    await renderDialog(onConfirm, onClose);
    await click(button('Anuluj'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
