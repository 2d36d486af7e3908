// @mention completion (issue 40), the list: what the editor's plugin (mentions.ts) found for the
// `@…` being typed, under it, as a listbox. ArrowDown / ArrowUp move, Enter, Tab or a click picks,
// Escape closes (the text stays as typed). The editor keeps the focus; while the list is open it
// carries aria-controls and aria-activedescendant (aria-autocomplete="list" always). Nothing
// found shows 'Nie znaleziono postaci o takim imieniu'; a failed search (429) closes it quietly.
// Tiptap-free (the editor's type only).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { CharactersService, type CharacterSuggestion } from '@mrok/sdk';
import { SuggestionPopup } from '../components/SuggestionPopup';
import { MENTION_LIMIT, MENTION_TEXTS, mentionTerm, nameMatches, type MentionBridge, type MentionSearch, type MentionView } from './mentionRules';

/** Asks GET /api/characters/suggest, that session's participants first; an abort cancels the request. */
export function suggestMentions(session: () => number | undefined): MentionSearch {
  return (term, signal) => {
    const request = CharactersService.suggestCharacters({ q: term, session: session(), limit: MENTION_LIMIT });
    signal.addEventListener('abort', () => request.cancel());
    return request;
  };
}

/** The editor's text area, once mounted. */
export function editorDom(editor: Editor | null): HTMLElement | null {
  if (!editor || editor.isDestroyed) return null;
  try {
    return editor.view.dom;
  } catch {
    return null; // not mounted yet
  }
}

interface Shown {
  view: MentionView | null;
  /** The last answer: kept while the next search runs, for the names that still fit. */
  items: CharacterSuggestion[];
}

/** The completion's state and its bridge to the plugin (stable across renders). */
export function useMentionCompletion() {
  const [shown, setShown] = useState<Shown>({ view: null, items: [] });
  const [active, setActive] = useState(0);
  const latest = useRef({ options: [] as CharacterSuggestion[], active: 0, visible: false, view: null as MentionView | null });

  const bridge = useMemo<MentionBridge>(
    () => ({
      show: (view) => {
        setShown((was) => {
          if (!view) return { view: null, items: [] };
          if (view.loading) return { view, items: was.items };
          return { view, items: view.failed ? [] : view.items };
        });
        if (!view?.loading) setActive(0);
      },
      keyDown: (event) => {
        const { options, visible, view } = latest.current;
        if (!visible || !view) return false;
        if (event.key === 'Escape') {
          // The plugin closes the list; a dialog or focus mode around the editor stays open.
          event.stopPropagation();
          return true;
        }
        if (options.length === 0) return false;
        const index = Math.min(latest.current.active, options.length - 1);
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          const next = (index + (event.key === 'ArrowDown' ? 1 : options.length - 1)) % options.length;
          latest.current.active = next;
          setActive(next);
          event.stopPropagation();
          return true;
        }
        // Enter picks (never a new paragraph, never sending the post); Shift+Enter stays a line break.
        if ((event.key === 'Enter' && !event.shiftKey) || (event.key === 'Tab' && !event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey)) {
          event.stopPropagation();
          view.pick(options[index]);
          return true;
        }
        return false;
      },
    }),
    [],
  );
  return { bridge, shown, active, setActive, latest };
}

export type MentionCompletionState = ReturnType<typeof useMentionCompletion>;

/**
 * The list under the `@…`, in a layer of its own (no box of the page clips it). `control` is the
 * text area that completes (the editor's, or a plain text field's): it keeps the focus, the list
 * shows while it has it.
 */
export function MentionList({ completion, control }: { completion: MentionCompletionState; control: () => HTMLElement | null }) {
  const { shown, active, setActive, latest } = completion;
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;
  const [focused, setFocused] = useState(false);
  const controlRef = useRef(control);
  controlRef.current = control;

  useEffect(() => {
    const within = (target: EventTarget | null) => {
      const element = controlRef.current();
      return Boolean(element && target instanceof Node && element.contains(target));
    };
    const onFocusIn = (event: FocusEvent) => setFocused(within(event.target));
    const onFocusOut = (event: FocusEvent) => setFocused(within(event.relatedTarget));
    setFocused(within(document.activeElement));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  const { view } = shown;
  const term = view ? mentionTerm(view.query) : null;
  // While the next search runs, the names of the last answer that still fit stay listed.
  const options = !view || term === null ? [] : view.loading ? shown.items.filter((s) => nameMatches(s.name, term)) : shown.items;
  const status = view && !view.loading && !view.failed && options.length === 0 ? MENTION_TEXTS.noCharacter : null;
  const visible = focused && view !== null && (options.length > 0 || status !== null);
  const activeIndex = options.length > 0 ? Math.min(active, options.length - 1) : -1;
  const expanded = visible && options.length > 0;
  latest.current = { options: expanded ? options : [], active: activeIndex, visible, view };

  // The text area is the control: it names the open list and its highlighted option.
  const dom = control();
  useEffect(() => {
    if (!dom) return;
    if (expanded) {
      dom.setAttribute('aria-controls', listId);
      dom.setAttribute('aria-activedescendant', optionId(activeIndex));
    } else {
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-activedescendant');
    }
  });

  const anchor = useMemo(
    () =>
      view && dom
        ? { getBoundingClientRect: () => view.rect() ?? dom.getBoundingClientRect(), contextElement: dom }
        : null,
    [view, dom],
  );

  return (
    <SuggestionPopup
      open={visible}
      anchor={anchor}
      popperSx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
      paperSx={{ minWidth: 220, maxWidth: 'min(360px, calc(100vw - 16px))', maxHeight: '40vh' }}
      status={status}
      expanded={expanded}
      listId={listId}
      label={MENTION_TEXTS.suggestions}
      options={options}
      activeIndex={activeIndex}
      optionId={optionId}
      onPick={(suggestion) => view?.pick(suggestion)}
      onHover={setActive}
    />
  );
}
