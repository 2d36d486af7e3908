// @mention completion (issue 40), the tiptap part: @tiptap/suggestion watches for `@` + a name
// being typed, asks `search` 200 ms after typing stops (a stale answer is aborted) and hands what
// it found to the list through a MentionBridge (MentionList.tsx renders it). A pick writes plain
// text, `@Name ` — no mention node: the server keeps only the HTML contract and reads `@Name` in
// the text.
import { Extension } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import { Suggestion, type SuggestionProps } from '@tiptap/suggestion';
import type { CharacterSuggestion } from '@mrok/sdk';
import { MENTION_DEBOUNCE_MS, mentionTerm, mentionText, startsMention, type MentionBridge, type MentionSearch } from './mentionRules';

export const mentionPluginKey = new PluginKey('mentionCompletion');

export interface MentionCompletionOptions {
  bridge: MentionBridge | null;
  search: MentionSearch | null;
}

export const MentionCompletion = Extension.create<MentionCompletionOptions>({
  name: 'mentionCompletion',
  // Before the keymaps: Enter, Tab and the arrows go to the open list first (Enter must not
  // split the paragraph, nor Ctrl+Enter send the post, while a name is being picked).
  priority: 1000,

  addOptions() {
    return { bridge: null, search: null };
  },

  addProseMirrorPlugins() {
    const { bridge, search } = this.options;
    if (!bridge || !search) return [];
    /** The query whose search failed last (429, network): its list closes quietly. */
    let failedQuery: string | null = null;
    const toView = (props: SuggestionProps<CharacterSuggestion, CharacterSuggestion>) => ({
      query: props.query,
      items: props.items,
      loading: props.loading ?? false,
      failed: failedQuery === props.query,
      rect: () => props.clientRect?.() ?? null,
      pick: (character: CharacterSuggestion) => props.command(character),
    });
    return [
      Suggestion<CharacterSuggestion, CharacterSuggestion>({
        editor: this.editor,
        pluginKey: mentionPluginKey,
        char: '@',
        allowSpaces: false,
        // Any character may stand before `@`; shouldShow keeps the server's rule (no letter or digit).
        allowedPrefixes: null,
        decorationClass: 'mention-query',
        debounce: MENTION_DEBOUNCE_MS,
        shouldShow: ({ range, query, transaction }) => {
          if (mentionTerm(query) === null) return false;
          const $at = transaction.doc.resolve(range.from);
          const before = $at.parent.textBetween(Math.max(0, $at.parentOffset - 1), $at.parentOffset, undefined, '\n');
          return startsMention(before);
        },
        items: async ({ query, signal }) => {
          const term = mentionTerm(query);
          if (term === null) return [];
          try {
            const found = await search(term, signal);
            if (failedQuery === query) failedQuery = null;
            return found;
          } catch (failure) {
            if (!signal.aborted) failedQuery = query;
            throw failure;
          }
        },
        command: ({ editor, range, props }) => {
          editor.chain().focus().insertContentAt(range, { type: 'text', text: mentionText(props.name) }).run();
        },
        render: () => ({
          onStart: (props) => bridge.show(toView(props)),
          onUpdate: (props) => bridge.show(toView(props)),
          onExit: () => bridge.show(null),
          onKeyDown: ({ event }) => bridge.keyDown(event),
        }),
      }),
    ];
  },
});
