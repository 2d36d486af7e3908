import { act } from 'react';
import type { Editor } from '@tiptap/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOCUS_MODE_EVENT, type FocusModeDetail } from '../focusMode';
import { button, cleanup, click, flush, loadedEditor, queryButton, render, stubLayout } from '../editor/testing';
import { Composer, type ComposerProps } from './Composer';
import type { CharacterOption } from './characterOptions';

beforeAll(stubLayout);
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('userId', '7');
});
afterEach(async () => {
  await cleanup();
  localStorage.clear();
});

/** The draft of user 7 in 'session:1'. */
const DRAFT = 'mrok:draft:7:session:1';
const noUpload = async () => '/api/x.png';

const editor = loadedEditor;

async function renderComposer(props: Partial<ComposerProps> = {}) {
  const view = await render(<Composer onSend={async () => {}} draftKey="session:1" onUploadImage={noUpload} {...props} />);
  return { view, editor: await editor() };
}

async function type(target: Editor, text: string) {
  await act(async () => {
    target.commands.insertContent(text);
  });
}

const storedDraft = () => JSON.parse(localStorage.getItem(DRAFT) ?? 'null') as { html: string } | null;
const alertTexts = () => [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent);
const NARRATOR_BANNER = 'Następna wiadomość zostanie wysłana jako Narrator.';

function focusEvents(): boolean[] {
  const seen: boolean[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<FocusModeDetail>).detail.focusMode);
  window.addEventListener(FOCUS_MODE_EVENT, listener);
  return seen;
}

describe('Composer', () => {
  it('shows the composer controls after the editor toolbar', async () => {
    await renderComposer({ allowNarrator: true });
    const labels = [...document.querySelectorAll('[role="toolbar"] button')].map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(labels.slice(-3)).toEqual(['Tryb narratora', 'Tryb skupienia', 'Wyślij']);
    expect(document.querySelector('[role="textbox"]')?.getAttribute('aria-label')).toBe('Napisz wiadomość…');
    expect(button('Wyślij').disabled).toBe(true);
  });

  describe('draft', () => {
    it('is saved under the user and place after a pause, and restored after a remount', async () => {
      const { view, editor: first } = await renderComposer();
      await type(first, 'Mgła nad grobami');
      expect(storedDraft()).toBeNull();
      await act(async () => new Promise((resolve) => setTimeout(resolve, 450)));
      expect(storedDraft()?.html).toBe('<p>Mgła nad grobami</p>');

      await type(first, '!');
      await view.unmount(); // a pending save is written on unmount
      expect(storedDraft()?.html).toBe('<p>Mgła nad grobami!</p>');

      const { editor: second } = await renderComposer();
      expect(second.getHTML()).toBe('<p>Mgła nad grobami!</p>');
      expect(button('Wyślij').disabled).toBe(false);
    });

    it('follows a new draftKey without a remount', async () => {
      const { view, editor: target } = await renderComposer();
      await type(target, 'Sesja pierwsza');
      const props = { onSend: async () => {}, onUploadImage: noUpload };
      await view.rerender(<Composer {...props} draftKey="session:2" />);
      expect(target.isEmpty).toBe(true);
      expect(storedDraft()?.html).toBe('<p>Sesja pierwsza</p>');
      await view.rerender(<Composer {...props} draftKey="session:1" />);
      expect(target.getHTML()).toBe('<p>Sesja pierwsza</p>');
    });

    it("is another user's draft after another login", async () => {
      const { view, editor: first } = await renderComposer();
      await type(first, 'Tajne');
      await view.unmount();
      localStorage.setItem('userId', '8');
      const { editor: second } = await renderComposer();
      expect(second.isEmpty).toBe(true);
    });
  });

  describe('sending', () => {
    it('sends the HTML, then clears the editor and the draft', async () => {
      const onSend = vi.fn(async () => {});
      const { editor: target } = await renderComposer({ onSend });
      await type(target, 'Wchodzę do karczmy');
      await click(button('Wyślij'));
      await flush();
      expect(onSend).toHaveBeenCalledWith('<p>Wchodzę do karczmy</p>', { asNarrator: false });
      expect(target.isEmpty).toBe(true);
      await act(async () => new Promise((resolve) => setTimeout(resolve, 450)));
      expect(storedDraft()).toBeNull();
      expect(button('Wyślij').disabled).toBe(true);
    });

    it('sends on Ctrl+Enter', async () => {
      const onSend = vi.fn(async () => {});
      const { editor: target } = await renderComposer({ onSend });
      await type(target, 'Skrót');
      await act(async () => {
        target.view.dom.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true, cancelable: true }));
      });
      await flush();
      expect(onSend).toHaveBeenCalledWith('<p>Skrót</p>', { asNarrator: false });
    });

    it('refuses an empty message', async () => {
      const onSend = vi.fn(async () => {});
      const { editor: target } = await renderComposer({ onSend });
      await type(target, '   ');
      await click(button('Wyślij'));
      await flush();
      expect(onSend).not.toHaveBeenCalled();
      expect(alertTexts()).toContain('Wiadomość nie może być pusta.');
    });

    it('keeps the text and the draft after a failed send and shows why', async () => {
      const onSend = vi.fn(() => Promise.reject(new Error('Ta sesja została zamknięta')));
      const { view, editor: target } = await renderComposer({ onSend });
      await type(target, 'Nie przepadnie');
      await click(button('Wyślij'));
      await flush();
      expect(alertTexts()).toContain('Ta sesja została zamknięta');
      expect(target.getHTML()).toBe('<p>Nie przepadnie</p>');
      await view.unmount();
      expect(storedDraft()?.html).toBe('<p>Nie przepadnie</p>');
    });

    it('shows the fallback text when the failure has no message of its own', async () => {
      const { editor: target } = await renderComposer({
        onSend: () => Promise.reject(new TypeError('Failed to fetch')),
        sendErrorText: 'Nie udało się wysłać',
      });
      await type(target, 'x');
      await click(button('Wyślij'));
      await flush();
      expect(alertTexts()).toContain('Nie udało się wysłać');
    });

    it('is busy while sending', async () => {
      let finish: () => void = () => {};
      const onSend = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      const { editor: target } = await renderComposer({ onSend, sendLabel: 'Odpowiedz' });
      await type(target, 'x');
      await click(button('Odpowiedz'));
      expect(button('Odpowiedz').disabled).toBe(true);
      await click(button('Odpowiedz'));
      finish();
      await flush();
      expect(onSend).toHaveBeenCalledTimes(1);
    });
  });

  describe('narrator mode', () => {
    it('shows the banner while on, sends as the Narrator and resets after sending', async () => {
      const onSend = vi.fn(async () => {});
      const { editor: target } = await renderComposer({ onSend, allowNarrator: true });
      const toggle = () => button('Tryb narratora');
      expect(toggle().getAttribute('aria-pressed')).toBe('false');
      expect(document.body.textContent).not.toContain(NARRATOR_BANNER);

      await click(toggle());
      expect(toggle().getAttribute('aria-pressed')).toBe('true');
      expect(alertTexts()).toContain(NARRATOR_BANNER);

      await type(target, 'Zapada zmrok.');
      await click(button('Wyślij'));
      await flush();
      expect(onSend).toHaveBeenCalledWith('<p>Zapada zmrok.</p>', { asNarrator: true });
      expect(toggle().getAttribute('aria-pressed')).toBe('false');
      expect(document.body.textContent).not.toContain(NARRATOR_BANNER);
    });

    it('is not offered without allowNarrator', async () => {
      await renderComposer();
      expect(queryButton('Tryb narratora')).toBeNull();
    });
  });

  describe('focus mode', () => {
    const overlay = () => document.querySelector('[role="dialog"][aria-label="Tryb skupienia"]');

    it('opens the overlay, announces it, and sending closes it', async () => {
      const seen = focusEvents();
      const { editor: target } = await renderComposer();
      await click(button('Tryb skupienia'));
      expect(seen).toEqual([true]);
      expect(overlay()).not.toBeNull();
      expect(button('Tryb skupienia').getAttribute('aria-pressed')).toBe('true');

      await type(target, 'W skupieniu');
      expect(overlay()?.contains(target.view.dom)).toBe(true);
      await click(button('Wyślij'));
      await flush();
      expect(seen).toEqual([true, false]);
      expect(overlay()).toBeNull();
    });

    it("closes with 'Zamknij tryb skupienia' and with Escape", async () => {
      const seen = focusEvents();
      await renderComposer();
      await click(button('Tryb skupienia'));
      await click(button('Zamknij tryb skupienia'));
      expect(overlay()).toBeNull();
      await click(button('Tryb skupienia'));
      await act(async () => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
      });
      expect(overlay()).toBeNull();
      expect(seen).toEqual([true, false, true, false]);
    });

    it('is announced off when the composer goes away in focus mode', async () => {
      const seen = focusEvents();
      const { view } = await renderComposer();
      await click(button('Tryb skupienia'));
      await view.unmount();
      expect(seen).toEqual([true, false]);
    });
  });

  describe('character', () => {
    const MORWENA: CharacterOption = { type: 'main', id: 1, name: 'Morwena' };
    const ILVAR: CharacterOption = { type: 'secondary', id: 5, name: 'Ilvar' };

    it('shows the current character and changes it through the picker', async () => {
      const onCharacterChange = vi.fn(async () => {});
      await renderComposer({ characters: [MORWENA, ILVAR], character: MORWENA, onCharacterChange });
      await click(button('Postać: Morwena'));
      expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Zmień postać');
      await click(document.querySelectorAll<HTMLInputElement>('input[type="radio"]')[1]);
      await click(button('Wybierz'));
      await flush();
      expect(onCharacterChange).toHaveBeenCalledWith(ILVAR);
    });

    it('has no character button without characters', async () => {
      await renderComposer();
      expect(document.body.textContent).not.toContain('Postać:');
    });
  });

  describe('on a phone with the keyboard open', () => {
    const original = { width: window.innerWidth, height: window.innerHeight };
    afterEach(() => {
      Object.assign(window, { innerWidth: original.width, innerHeight: original.height });
      Object.defineProperty(window.screen, 'height', { value: 0, configurable: true });
    });

    it('keeps only Send next to the editor', async () => {
      Object.assign(window, { innerWidth: 390, innerHeight: 420 });
      Object.defineProperty(window.screen, 'height', { value: 844, configurable: true });
      await renderComposer({ allowNarrator: true, characters: [{ type: 'main', id: 1, name: 'Morwena' }] });
      expect(queryButton('Tryb narratora')).toBeNull();
      expect(queryButton('Tryb skupienia')).toBeNull();
      expect(document.body.textContent).not.toContain('Postać:');
      expect(queryButton('Wyślij')).not.toBeNull();
    });
  });
});
