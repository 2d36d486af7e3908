import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TavernService, type CancelablePromise, type TavernRooms } from '@mrok/sdk';
import { NARRATOR_OPTION, type CharacterOption } from '@/shared/composer/characterOptions';
import { cleanup, click, flush, render } from '@/shared/editor/testing';
import { CELLAR, HALL } from '../testFixtures';
import { EntryDialog, confirmLabel } from './EntryDialog';

const MORWENA: CharacterOption = { type: 'main', id: 9, name: 'Morwena' };
const LUTEK: CharacterOption = { type: 'secondary', id: 12, name: 'Lutek' };

const primary = (e: Element) => e.querySelector('.MuiListItemText-primary')?.textContent ?? '';

/** A list entry (MUI's ListItemButton is a div with role=button) by the start of its main text. */
function entry(text: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('[role="button"]')].filter((e) => primary(e).startsWith(text));
  if (found.length !== 1) throw new Error(`expected one entry '${text}', found ${found.length}`);
  return found[0];
}

/** The dialog's confirm button: the last one in its actions. */
const confirmButton = () => [...document.querySelectorAll<HTMLButtonElement>('.MuiDialogActions-root button')].at(-1)!;

async function open(props: Partial<Parameters<typeof EntryDialog>[0]> = {}) {
  vi.spyOn(TavernService, 'tavernRooms').mockReturnValue(Promise.resolve({ rooms: [HALL, CELLAR] }) as CancelablePromise<TavernRooms>);
  const onConfirm = props.onConfirm ?? vi.fn(() => Promise.resolve());
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <EntryDialog open characters={[MORWENA, LUTEK, NARRATOR_OPTION]} onClose={() => {}} {...props} onConfirm={onConfirm} />
    </QueryClientProvider>,
  );
  await flush();
  return onConfirm;
}

describe('the tavern entry dialog', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await cleanup();
  });

  it("labels its confirm button 'character -> room' only once both are chosen", () => {
    expect(confirmLabel(MORWENA, HALL)).toBe('Morwena -> Główna sala');
    expect(confirmLabel(NARRATOR_OPTION, CELLAR)).toBe('Narrator -> Piwnica');
    expect(confirmLabel(MORWENA, null)).toBe('Wejdź');
    expect(confirmLabel(null, HALL)).toBe('Wejdź');
  });

  it('offers the main character, each secondary one and the Narrator, then the rooms with their people', async () => {
    await open();
    expect(document.body.textContent).toContain('Wybierz postać');
    const characters = [...document.querySelectorAll('[aria-label="Postacie"] [role="button"]')].map(primary);
    expect(characters).toEqual(['Morwena (postać główna)', 'Lutek (postać poboczna)', 'Narrator']);
    expect(confirmButton().disabled).toBe(true);

    await click(entry('Lutek'));
    expect(document.body.textContent).toContain('Wybierz pokój');
    expect(entry('Główna sala').textContent).toContain('Dym, wino i plotki.');
    expect(entry('Główna sala').textContent).toContain('Osób w pokoju: 2');
    expect(entry('Piwnica').textContent).toContain('Osób w pokoju: 0');
    expect(confirmButton().disabled).toBe(true);
    expect(confirmButton().textContent).toBe('Wejdź');
  });

  it('enables the confirm button with both chosen and enters as that character into that room', async () => {
    const onConfirm = await open();
    await click(entry('Morwena'));
    await click(entry('Piwnica'));
    expect(confirmButton().disabled).toBe(false);
    expect(confirmButton().textContent).toBe('Morwena -> Piwnica');
    await click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith(MORWENA, CELLAR);
  });

  it('lets its buttons wrap with a gap on a narrow screen, never breaking the arrow of the label', async () => {
    await open();
    await click(entry('Morwena'));
    await click(entry('Piwnica'));
    const actions = document.querySelector<HTMLElement>('.MuiDialogActions-root')!;
    expect(getComputedStyle(actions).flexWrap).toBe('wrap');
    expect(getComputedStyle(actions).gap).toBe('8px');
    // MUI's margin between buttons is off: with wrapping it would push a wrapped button aside.
    expect(actions.classList.contains('MuiDialogActions-spacing')).toBe(false);
    const arrow = confirmButton().querySelector<HTMLElement>('[data-testid="entry-arrow"]')!;
    expect(arrow.textContent).toBe('->');
    expect(getComputedStyle(arrow).whiteSpace).toBe('nowrap');
  });

  it("goes back to the characters with 'Wstecz', forgetting the room", async () => {
    await open();
    await click(entry('Narrator'));
    await click(entry('Główna sala'));
    const back = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Wstecz')!;
    await click(back);
    expect(document.body.textContent).toContain('Wybierz postać');
    await click(entry('Morwena'));
    expect(confirmButton().disabled).toBe(true);
  });

  it("shows the server's refusal and stays open", async () => {
    const onConfirm = vi.fn(() => Promise.reject(Object.assign(new Error('Nie znaleziono pokoju w karczmie.'))));
    await open({ onConfirm });
    await click(entry('Morwena'));
    await click(entry('Główna sala'));
    await click(confirmButton());
    await flush();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Nie znaleziono pokoju w karczmie.');
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('changing rooms asks for the room alone and does not offer the current one', async () => {
    const onConfirm = await open({ character: MORWENA, currentRoom: 1 });
    expect(document.body.textContent).toContain('Zmień pokój');
    expect(document.querySelector('[aria-label="Postacie"]')).toBeNull();
    expect(entry('Główna sala (tu jesteś)').getAttribute('aria-disabled')).toBe('true');
    await click(entry('Piwnica'));
    expect(confirmButton().textContent).toBe('Morwena -> Piwnica');
    await click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith(MORWENA, CELLAR);
  });
});
