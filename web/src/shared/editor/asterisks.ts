// *Asterisk* highlighting (spec 2 §2 "Shared composer"): text between asterisks is drawn bold
// gold as a ProseMirror decoration. Decorations live only in the view, so the HTML the editor
// emits is untouched; the saved text is marked the same way when shown (displayHtml.ts).
import { Extension } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { ASTERISK_CLASS, LEAF, findAsteriskRanges } from './displayHtml';

export { ASTERISK_CLASS, findAsteriskRanges };

function decorate(doc: ProseMirrorNode): DecorationSet {
  const decorations: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    const text = node.textBetween(0, node.content.size, undefined, LEAF);
    for (const [from, to] of findAsteriskRanges(text)) {
      decorations.push(Decoration.inline(pos + 1 + from, pos + 1 + to, { class: ASTERISK_CLASS }));
    }
    return false;
  });
  return DecorationSet.create(doc, decorations);
}

const key = new PluginKey<DecorationSet>('mrokAsterisks');

export const AsteriskHighlight = Extension.create({
  name: 'asteriskHighlight',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key,
        state: {
          init: (_, state) => decorate(state.doc),
          apply: (tr, previous) => (tr.docChanged ? decorate(tr.doc) : previous),
        },
        props: {
          decorations: (state) => key.getState(state),
        },
      }),
    ];
  },
});
