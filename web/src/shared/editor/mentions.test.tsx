// @mention completion (issue 40): the list after `@` + two letters, picked with the keyboard or
// a click, never sending the post; the session's id asked with; nothing asked before two letters.
import { act, useState } from 'react';
import axe from 'axe-core';
import type { Editor } from '@tiptap/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError, CancelablePromise, CharactersService, type CharacterSuggestion } from '@mrok/sdk';
import { Composer } from '../composer/Composer';
import { RichTextEditor } from './RichTextEditor';
import { foldName, mentionTerm, mentionText, nameMatches, startsMention } from './mentionRules';
import { cleanup, click, loadedEditor, render, stubLayout } from './testing';
import { mentionAt, useTextMentions } from './textMentions';

beforeAll(stubLayout);

const ZMIJAN: CharacterSuggestion = { id: 3, name: 'Żmijan', userId: 12, main: true, avatar: null };
const ZMORA: CharacterSuggestion = { id: 9, name: 'Zmora z Bagien', userId: 14, main: false, avatar: null };

function answer(items: CharacterSuggestion[]) {
  return new CancelablePromise<CharacterSuggestion[]>((resolve) => resolve(items));
}

function tooFast() {
  return new CancelablePromise<CharacterSuggestion[]>((_resolve, reject) =>
    reject(
      new ApiError(
        { method: 'GET', url: '/characters/suggest' },
        { url: '/api/characters/suggest', ok: false, status: 429, statusText: 'x', body: { message: 'Za dużo wyszukiwań', code: 'x' } },
        'x',
      ),
    ),
  );
}

let suggest: MockInstance<typeof CharactersService.suggestCharacters>;
beforeEach(() => {
  suggest = vi.spyOn(CharactersService, 'suggestCharacters').mockImplementation(() => answer([ZMIJAN, ZMORA]));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await cleanup();
  localStorage.clear();
});

/** Waits past the 200 ms pause, then for the answer. */
const settle = (ms = 260) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));

async function type(editor: Editor, text: string) {
  for (const char of text) {
    await act(async () => {
      editor.view.dispatch(editor.state.tr.insertText(char));
    });
  }
}

async function press(editor: Editor, key: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  await act(async () => {
    editor.view.dom.dispatchEvent(event);
  });
  return event;
}

const listbox = () => document.querySelector('[role="listbox"]');
const options = () => [...document.querySelectorAll('[role="listbox"] [role="option"]')];
const optionTexts = () => options().map((o) => o.textContent);
const selected = () => options().findIndex((o) => o.getAttribute('aria-selected') === 'true');
const statusText = () => document.querySelector('[role="status"]')?.textContent ?? null;

async function editorWithMentions(props: { onSubmit?: () => void; mentions?: { session?: number } | boolean } = {}) {
  await render(<RichTextEditor value="" onChange={() => {}} mentions={props.mentions ?? true} onSubmit={props.onSubmit} />);
  const editor = await loadedEditor();
  await act(async () => {
    editor.commands.focus();
  });
  return editor;
}

describe('the rules of a mention', () => {
  it('looks a name up from two letters, a word as the server reads it', () => {
    expect(mentionTerm('z')).toBeNull();
    expect(mentionTerm('zm')).toBe('zm');
    expect(mentionTerm('Żm')).toBe('Żm');
    expect(mentionTerm('o.')).toBeNull();
    expect(mentionTerm('Borys.')).toBe('Borys');
    expect(mentionTerm("O'Br")).toBe("O'Br");
    expect(mentionTerm('zm,')).toBeNull();
    expect(mentionTerm('x'.repeat(41))).toBeNull();
  });

  it('starts after no letter or digit, and writes the stored name and a space', () => {
    expect(startsMention('')).toBe(true);
    expect(startsMention(' ')).toBe(true);
    expect(startsMention('(')).toBe(true);
    expect(startsMention('s')).toBe(false);
    expect(startsMention('ś')).toBe(false);
    expect(startsMention('7')).toBe(false);
    expect(mentionText('Żmijan')).toBe('@Żmijan ');
  });

  it('compares names without case and diacritics, by any word', () => {
    expect(foldName('Żmijan Łucki')).toBe('zmijan lucki');
    expect(nameMatches('Żmijan', 'zmi')).toBe(true);
    expect(nameMatches('Zmora z Bagien', 'bag')).toBe(true);
    expect(nameMatches('Żmijan', 'zmo')).toBe(false);
  });
});

describe('@mention completion in the editor', () => {
  it('opens a list after @ and two letters, 200 ms after typing stops', async () => {
    const editor = await editorWithMentions();
    await type(editor, 'Witaj @z');
    await settle();
    expect(suggest).not.toHaveBeenCalled();
    expect(listbox()).toBeNull();

    await type(editor, 'm');
    expect(suggest).not.toHaveBeenCalled(); // not before the pause
    await settle();
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenCalledWith({ q: 'zm', session: undefined, limit: 8 });
    expect(listbox()?.getAttribute('aria-label')).toBe('Podpowiedzi postaci');
    expect(optionTexts()).toEqual(['Żmijan', 'Zmora z Bagien (postać poboczna)']);
    expect(selected()).toBe(0);

    const dom = editor.view.dom;
    expect(dom.getAttribute('role')).toBe('textbox');
    expect(dom.getAttribute('aria-autocomplete')).toBe('list');
    expect(dom.getAttribute('aria-controls')).toBe(listbox()?.id);
    expect(dom.getAttribute('aria-activedescendant')).toBe(options()[0].id);
  });

  it('asks once for a burst of typing', async () => {
    const editor = await editorWithMentions();
    await type(editor, '@zmi');
    await settle();
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest).toHaveBeenLastCalledWith({ q: 'zmi', session: undefined, limit: 8 });
  });

  it('cancels a stale search: a late answer for an older text is never shown', async () => {
    const slow = new CancelablePromise<CharacterSuggestion[]>((resolve) => setTimeout(() => resolve([ZMORA]), 400));
    const cancel = vi.spyOn(slow, 'cancel');
    suggest.mockImplementationOnce(() => slow).mockImplementation(() => answer([ZMIJAN]));
    const editor = await editorWithMentions();
    await type(editor, '@zm');
    await settle(); // the first search is on its way
    await type(editor, 'i');
    expect(cancel).toHaveBeenCalled();
    await settle();
    expect(optionTexts()).toEqual(['Żmijan']);
    await settle(300);
    expect(optionTexts()).toEqual(['Żmijan']);
  });

  it('passes axe with the list open', async () => {
    const editor = await editorWithMentions();
    await type(editor, '@zm');
    await settle();
    expect(listbox()).not.toBeNull();
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
  });

  it('asks nothing before two letters, inside a word, or after a space', async () => {
    const editor = await editorWithMentions();
    await type(editor, '@a ');
    await type(editor, 'ktos@zmij ');
    await type(editor, '@ zm');
    await settle();
    expect(suggest).not.toHaveBeenCalled();
    expect(listbox()).toBeNull();
  });

  it('moves with the arrows and Enter writes @Name and a space, never sending the post', async () => {
    const onSubmit = vi.fn();
    const editor = await editorWithMentions({ onSubmit });
    await type(editor, 'Patrz, @zm');
    await settle();
    await press(editor, 'ArrowDown');
    expect(selected()).toBe(1);
    expect(editor.view.dom.getAttribute('aria-activedescendant')).toBe(options()[1].id);
    await press(editor, 'ArrowDown');
    expect(selected()).toBe(0);
    await press(editor, 'ArrowUp');
    expect(selected()).toBe(1);
    await press(editor, 'ArrowUp');
    expect(selected()).toBe(0);

    const enter = await press(editor, 'Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(editor.getHTML()).toBe('<p>Patrz, @Żmijan </p>');
    expect(listbox()).toBeNull();
    expect(editor.view.dom.hasAttribute('aria-controls')).toBe(false);
    expect(editor.view.dom.hasAttribute('aria-activedescendant')).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();

    await type(editor, 'idzie.');
    expect(editor.getHTML()).toBe('<p>Patrz, @Żmijan idzie.</p>');
  });

  it('Ctrl+Enter while the list is open picks too, and sends once it is closed', async () => {
    const onSubmit = vi.fn();
    const editor = await editorWithMentions({ onSubmit });
    await type(editor, '@zm');
    await settle();
    await press(editor, 'Enter', { ctrlKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(editor.getText()).toBe('@Żmijan ');
    await press(editor, 'Enter', { ctrlKey: true });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('Tab or a click picks', async () => {
    const editor = await editorWithMentions();
    await type(editor, '@zm');
    await settle();
    await press(editor, 'ArrowDown');
    await press(editor, 'Tab');
    expect(editor.getText()).toBe('@Zmora z Bagien ');

    await type(editor, 'i @zm');
    await settle();
    await click(options()[0]);
    expect(editor.getText()).toBe('@Zmora z Bagien i @Żmijan ');
  });

  it('Escape closes the list and leaves the text as typed, until a new @', async () => {
    const editor = await editorWithMentions();
    await type(editor, '@zm');
    await settle();
    const escape = await press(editor, 'Escape');
    expect(escape.defaultPrevented).toBe(true);
    expect(listbox()).toBeNull();
    expect(editor.getText()).toBe('@zm');
    await type(editor, 'i');
    await settle();
    expect(listbox()).toBeNull();
    expect(suggest).toHaveBeenCalledTimes(1);

    // Enter now makes a new paragraph as ever.
    await press(editor, 'Enter');
    expect(editor.getHTML()).toBe('<p>@zmi</p><p></p>');
  });

  it('says quietly that no character is named so; Enter then works as ever', async () => {
    suggest.mockImplementation(() => answer([]));
    const editor = await editorWithMentions();
    await type(editor, '@qx');
    await settle();
    expect(listbox()).toBeNull();
    expect(statusText()).toBe('Nie znaleziono postaci o takim imieniu');
    await press(editor, 'Enter');
    expect(editor.getHTML()).toBe('<p>@qx</p><p></p>');
    expect(statusText()).toBeNull();
  });

  it('closes silently when the search fails (429)', async () => {
    suggest.mockImplementation(() => tooFast());
    const editor = await editorWithMentions();
    await type(editor, '@zm');
    await settle();
    expect(listbox()).toBeNull();
    expect(statusText()).toBeNull();
    expect(document.body.textContent).not.toContain('Za dużo');
  });

  it('shows nothing when the editor has no mentions', async () => {
    await render(<RichTextEditor value="" onChange={() => {}} />);
    const editor = await loadedEditor();
    await act(async () => {
      editor.commands.focus();
    });
    await type(editor, '@zm');
    await settle();
    expect(suggest).not.toHaveBeenCalled();
    expect(editor.view.dom.hasAttribute('aria-autocomplete')).toBe(false);
  });
});

describe('@mention completion in a session composer', () => {
  it('asks with the session, so its participants come first; Enter picks and does not send', async () => {
    localStorage.setItem('userId', '7');
    const onSend = vi.fn(async () => {});
    await render(<Composer onSend={onSend} draftKey="session:5" onUploadImage={async () => '/x.png'} mentions={{ session: 5 }} />);
    const editor = await loadedEditor();
    await act(async () => {
      editor.commands.focus();
    });
    await type(editor, '@zm');
    await settle();
    expect(suggest).toHaveBeenCalledWith({ q: 'zm', session: 5, limit: 8 });
    await press(editor, 'Enter');
    await press(editor, 'Enter', { ctrlKey: true }); // the list is closed now: this one sends
    await settle(50);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('<p>@Żmijan </p>', { asNarrator: false });
  });
});

function CommentField({ onKey }: { onKey?: (key: string) => void }) {
  const [text, setText] = useState('');
  const mention = useTextMentions({ value: text, onChange: setText });
  return (
    <div onKeyDown={(event) => onKey?.(event.key)}>
      <textarea aria-label="Komentarz" ref={mention.inputRef} value={text} onChange={(event) => setText(event.target.value)} {...mention.fieldProps} />
      {mention.list}
    </div>
  );
}

const textarea = () => document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Komentarz"]')!;

/** Types into the text area as a user would: the value grows, the caret follows. */
async function typeText(text: string) {
  const field = textarea();
  for (const char of text) {
    await act(async () => {
      const next = field.value.slice(0, field.selectionStart) + char + field.value.slice(field.selectionEnd);
      const caret = field.selectionStart + 1;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(field, next);
      field.setSelectionRange(caret, caret);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
}

async function pressIn(element: Element, key: string) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  await act(async () => {
    element.dispatchEvent(event);
  });
  return event;
}

describe('@mention completion in a plain text field (news comments)', () => {
  it('finds the @… before the caret as the editor does', () => {
    expect(mentionAt('Witaj @zm', 9)).toEqual({ from: 6, to: 9, query: 'zm' });
    expect(mentionAt('Witaj @z', 8)).toBeNull();
    expect(mentionAt('ktos@zm', 7)).toBeNull();
    expect(mentionAt('@zm ', 4)).toBeNull();
    expect(mentionAt('@zm', 3)).toEqual({ from: 0, to: 3, query: 'zm' });
    expect(mentionAt('(@Żmi', 5)).toEqual({ from: 1, to: 5, query: 'Żmi' });
  });

  it('lists after @ and two letters, moves with the arrows, Enter writes @Name and a space', async () => {
    const keys = vi.fn();
    await render(<CommentField onKey={keys} />);
    await act(async () => textarea().focus());
    await typeText('Brawo @z');
    await settle();
    expect(suggest).not.toHaveBeenCalled();
    await typeText('m');
    await settle();
    expect(suggest).toHaveBeenCalledWith({ q: 'zm', session: undefined, limit: 8 });
    expect(optionTexts()).toEqual(['Żmijan', 'Zmora z Bagien (postać poboczna)']);
    expect(textarea().getAttribute('aria-controls')).toBe(listbox()?.id);
    await pressIn(textarea(), 'ArrowDown');
    expect(selected()).toBe(1);
    expect(textarea().getAttribute('aria-activedescendant')).toBe(options()[1].id);
    const enter = await pressIn(textarea(), 'Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(keys).not.toHaveBeenCalledWith('Enter');
    expect(textarea().value).toBe('Brawo @Zmora z Bagien ');
    expect(textarea().selectionStart).toBe('Brawo @Zmora z Bagien '.length);
    expect(listbox()).toBeNull();
    expect(textarea().hasAttribute('aria-controls')).toBe(false);
  });

  it('Escape closes and keeps the text; a failed search shows nothing', async () => {
    await render(<CommentField />);
    await act(async () => textarea().focus());
    await typeText('@zm');
    await settle();
    await pressIn(textarea(), 'Escape');
    expect(listbox()).toBeNull();
    expect(textarea().value).toBe('@zm');
    await typeText('i');
    await settle();
    expect(listbox()).toBeNull();
    expect(suggest).toHaveBeenCalledTimes(1);

    suggest.mockImplementation(() => tooFast());
    await typeText(' @bo');
    await settle();
    expect(suggest).toHaveBeenCalledTimes(2);
    expect(listbox()).toBeNull();
    expect(statusText()).toBeNull();
  });
});
