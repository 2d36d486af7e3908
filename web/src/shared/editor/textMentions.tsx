// @mention completion for a plain text field (a news comment, which is text, not the editor's
// HTML): the same rules (mentionRules.ts), list and keys (MentionList.tsx) as the editor, with
// the field's own watch for `@…` before the caret instead of the editor's plugin. Tiptap-free.
import { useEffect, useMemo, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import type { CharacterSuggestion } from '@mrok/sdk';
import { MentionList, suggestMentions, useMentionCompletion } from './MentionList';
import { MENTION_DEBOUNCE_MS, mentionTerm, mentionText, startsMention, type MentionOptions } from './mentionRules';

/** The `@…` just before the caret of `text`, as the editor reads it; null when there is none. */
export function mentionAt(text: string, caret: number): { from: number; to: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  const query = before.slice(at + 1);
  if (/\s|@/.test(query) || mentionTerm(query) === null) return null;
  if (!startsMention(at === 0 ? '' : before[at - 1])) return null;
  return { from: at, to: caret, query };
}

/** Where the caret of a text area is on screen: a copy of its text up to the caret, measured. */
function caretRect(field: HTMLTextAreaElement | HTMLInputElement, at: number): DOMRect {
  const box = field.getBoundingClientRect();
  const style = getComputedStyle(field);
  const mirror = document.createElement('div');
  for (const name of ['fontFamily', 'fontSize', 'fontWeight', 'fontStyle', 'letterSpacing', 'lineHeight', 'textTransform', 'wordSpacing', 'paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft', 'borderTopWidth', 'borderRightWidth', 'borderBottomWidth', 'borderLeftWidth', 'boxSizing', 'tabSize'] as const) {
    mirror.style[name] = style[name];
  }
  Object.assign(mirror.style, { position: 'fixed', visibility: 'hidden', top: '0', left: '0', width: `${box.width}px`, whiteSpace: 'pre-wrap', overflowWrap: 'break-word' });
  mirror.textContent = field.value.slice(0, at);
  const marker = document.createElement('span');
  marker.textContent = '\u200b';
  mirror.appendChild(marker);
  document.body.appendChild(mirror);
  const spot = marker.getBoundingClientRect();
  const lineHeight = spot.height || Number.parseFloat(style.fontSize) * 1.4 || 20;
  mirror.remove();
  const x = box.left + spot.left - field.scrollLeft;
  const y = box.top + spot.top - field.scrollTop;
  return new DOMRect(Math.min(x, box.right), Math.min(Math.max(y, box.top), box.bottom - lineHeight), 0, lineHeight);
}

interface Watch {
  from: number;
  to: number;
  query: string;
}

/**
 * Completion for a controlled text field: give the input `inputRef`, spread `fieldProps` on it
 * (TextField's `inputProps`) and render `list`. A pick writes `@Name ` into the value.
 */
export function useTextMentions({
  value,
  onChange,
  options = {},
}: {
  value: string;
  onChange: (value: string) => void;
  options?: MentionOptions;
}): { inputRef: (element: HTMLTextAreaElement | HTMLInputElement | null) => void; fieldProps: Record<string, unknown>; list: ReactNode } {
  const completion = useMentionCompletion();
  const { bridge } = completion;
  const field = useRef<HTMLTextAreaElement | HTMLInputElement | null>(null);
  const session = useRef(options.session);
  session.current = options.session;
  const search = useMemo(() => suggestMentions(() => session.current), []);
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const watch = useRef<Watch | null>(null);
  /** Escape closed the `@…` that starts here: no list for it until a new one. */
  const dismissed = useRef<number | null>(null);
  const request = useRef<AbortController | null>(null);
  const timer = useRef<number | null>(null);
  const caretAfter = useRef<number | null>(null);

  const stop = () => {
    request.current?.abort();
    request.current = null;
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };

  const pick = (character: CharacterSuggestion) => {
    const current = watch.current;
    if (!current) return;
    const text = mentionText(character.name);
    const next = valueRef.current.slice(0, current.from) + text + valueRef.current.slice(current.to);
    caretAfter.current = current.from + text.length;
    stop();
    watch.current = null;
    bridge.show(null);
    onChangeRef.current(next);
  };

  /** Reads the `@…` before the caret after a change or a move of the caret. */
  const look = () => {
    const element = field.current;
    if (!element) return;
    const caret = element.selectionStart === element.selectionEnd ? (element.selectionStart ?? -1) : -1;
    const found = caret < 0 ? null : mentionAt(element.value, caret);
    if (dismissed.current !== null && found?.from !== dismissed.current) dismissed.current = null;
    const live = found && dismissed.current === null ? found : null;
    const was = watch.current;
    if (live && was && live.from === was.from && live.query === was.query) return;
    stop();
    watch.current = live;
    if (!live) {
      bridge.show(null);
      return;
    }
    const view = (items: CharacterSuggestion[], loading: boolean, failed: boolean) => ({
      query: live.query,
      items,
      loading,
      failed,
      rect: () => (field.current ? caretRect(field.current, live.from) : null),
      pick,
    });
    bridge.show(view([], true, false));
    const controller = new AbortController();
    request.current = controller;
    timer.current = window.setTimeout(() => {
      timer.current = null;
      search(mentionTerm(live.query) ?? live.query, controller.signal).then(
        (items) => {
          if (!controller.signal.aborted) bridge.show(view(items, false, false));
        },
        () => {
          if (!controller.signal.aborted) bridge.show(view([], false, true));
        },
      );
    }, MENTION_DEBOUNCE_MS);
  };

  // After a change of the value (typed, or a pick) the caret is read again; a pick puts it after the name.
  useEffect(() => {
    const element = field.current;
    if (element && caretAfter.current !== null) {
      element.setSelectionRange(caretAfter.current, caretAfter.current);
      caretAfter.current = null;
    }
    look();
  }, [value]);

  useEffect(() => stop, []);

  const inputRef = (element: HTMLTextAreaElement | HTMLInputElement | null) => {
    field.current = element;
  };
  const fieldProps = {
    'aria-autocomplete': 'list',
    'aria-haspopup': 'listbox',
    onSelect: (_event: SyntheticEvent) => look(),
    onKeyDown: (event: KeyboardEvent) => {
      if (!bridge.keyDown(event.nativeEvent)) return;
      // The list took the key: no new line, no form sent, no dialog closed.
      event.preventDefault();
      event.stopPropagation();
      if (event.key === 'Escape' && watch.current) {
        dismissed.current = watch.current.from;
        stop();
        watch.current = null;
        bridge.show(null);
      }
    },
  };
  return { inputRef, fieldProps, list: <MentionList completion={completion} control={() => field.current} /> };
}
