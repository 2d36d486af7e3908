// The tiptap schema of each toolbar. What a toolbar cannot make, its editor cannot hold either:
// pasted content is narrowed to the HTML contract (html-contract.md) on the way in, so the
// editor only ever emits that contract.
import { Extension, getStyleProperty, type AnyExtension } from '@tiptap/core';
import { Bold } from '@tiptap/extension-bold';
import { Color } from '@tiptap/extension-color';
import { Highlight } from '@tiptap/extension-highlight';
import { Image } from '@tiptap/extension-image';
import { Italic } from '@tiptap/extension-italic';
import { Link } from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-list';
import { TextAlign } from '@tiptap/extension-text-align';
import { TextStyle } from '@tiptap/extension-text-style';
import { Underline } from '@tiptap/extension-underline';
import { Placeholder } from '@tiptap/extensions';
import { StarterKit } from '@tiptap/starter-kit';
import { AsteriskHighlight } from './asterisks';
import { MentionCompletion } from './mentions';
import type { MentionBridge, MentionSearch } from './mentionRules';
import { alignClass, HIGHLIGHT_PREFIX, highlightClass, TEXT_ALIGNS, TEXT_COLOR_PREFIX, textColorClass } from './contract';
import { IMAGE_ALIGNS, IMAGE_WIDTH, isAllowedImageSrc, isImageAlign, type ImageAlign } from './imageRules';
import { toPaletteColor } from './palette';

export type EditorToolbarKind = 'full' | 'announcement';

const styleColor = (element: HTMLElement, property: string) =>
  toPaletteColor(getStyleProperty(element, property) ?? element.style.getPropertyValue(property));

/** The palette colour named by one of an element's classes (`text-color-8b0000`), if any. */
const classColor = (element: HTMLElement, prefix: string) => {
  for (const name of Array.from(element.classList)) {
    if (name.startsWith(prefix)) return toPaletteColor(`#${name.slice(prefix.length)}`);
  }
  return null;
};

/** A text colour from the contract's class, or from a pasted inline style. */
const textColorOf = (element: HTMLElement) => classColor(element, TEXT_COLOR_PREFIX) ?? styleColor(element, 'color');

/** A highlight colour from the contract's class, or from pasted data-color / background-color. */
const highlightColorOf = (element: HTMLElement) =>
  classColor(element, HIGHLIGHT_PREFIX) ??
  toPaletteColor(element.getAttribute('data-color')) ??
  styleColor(element, 'background-color');

/** `<span class="text-color-…">` with a palette colour; spans without one are dropped. */
export const PaletteTextStyle = TextStyle.extend({
  parseHTML() {
    return [{ tag: 'span', consuming: false, getAttrs: (element) => (textColorOf(element) ? {} : false) }];
  },
});

/** The text colour, stored as a class (`text-color-8b0000`). */
export const PaletteColor = Color.extend({
  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          color: {
            default: null,
            parseHTML: textColorOf,
            renderHTML: (attributes) => (attributes.color ? { class: textColorClass(attributes.color) } : {}),
          },
        },
      },
    ];
  },
});

/**
 * The highlight, `<mark class="highlight-b8860b">`, with a palette colour. It sits outside a
 * colour span (priority above textStyle's 101) so an explicit text colour wins over the dark text
 * the site's styles give light highlights.
 */
export const PaletteHighlight = Highlight.extend({
  priority: 102,
  addAttributes() {
    return {
      color: {
        default: null,
        parseHTML: highlightColorOf,
        renderHTML: (attributes) => (attributes.color ? { class: highlightClass(attributes.color) } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'mark', getAttrs: (element) => (highlightColorOf(element) ? null : false) }];
  },
}).configure({ multicolor: true });

/** Paragraph alignment, stored as a class (`align-center`); left is the default and has none. */
export const ClassTextAlign = TextAlign.extend({
  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (element) => {
              const fromClass = TEXT_ALIGNS.find((align) => element.classList.contains(alignClass(align)));
              const fromStyle = TEXT_ALIGNS.find((align) => element.style.textAlign === align);
              return fromClass ?? fromStyle ?? null;
            },
            renderHTML: (attributes) => (attributes.textAlign ? { class: alignClass(attributes.textAlign) } : {}),
          },
        },
      },
    ];
  },
}).configure({ types: ['paragraph'], alignments: [...TEXT_ALIGNS] });

function parseImageWidth(element: HTMLElement): number | null {
  const raw = element.getAttribute('width') ?? element.style.width;
  const px = raw?.trim().match(/^(\d+(?:\.\d+)?)(?:px)?$/);
  if (!px) return null;
  return Math.min(IMAGE_WIDTH.max, Math.max(IMAGE_WIDTH.min, Math.round(Number(px[1]))));
}

/** A block image with a width in px (100–800) and an alignment: left (no class), `align-center`, `align-right`. */
export const AlignedImage = Image.extend({
  addAttributes() {
    return {
      src: {
        default: null,
        parseHTML: (element) => element.getAttribute('src'),
      },
      alt: {
        default: null,
        parseHTML: (element) => element.getAttribute('alt') || null,
      },
      width: {
        default: null,
        parseHTML: parseImageWidth,
        renderHTML: (attributes) => (attributes.width ? { width: String(attributes.width) } : {}),
      },
      align: {
        default: 'left' satisfies ImageAlign,
        parseHTML: (element) => {
          const fromClass = IMAGE_ALIGNS.find((align) => element.classList.contains(alignClass(align)));
          const fromData = element.getAttribute('data-align');
          return fromClass ?? (isImageAlign(fromData) ? fromData : 'left');
        },
        renderHTML: (attributes) => (attributes.align && attributes.align !== 'left' ? { class: alignClass(attributes.align) } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element) => (isAllowedImageSrc(element.getAttribute('src') ?? '') ? null : false) }];
  },
}).configure({ inline: false, allowBase64: false });

/** `<ol>` with an optional `start` (an integer ≥ 0); the `type` attribute is not kept. */
export const PlainOrderedList = OrderedList.extend({
  addAttributes() {
    return {
      start: {
        default: 1,
        parseHTML: (element) => {
          const start = Number.parseInt(element.getAttribute('start') ?? '1', 10);
          return Number.isInteger(start) && start >= 0 ? start : 1;
        },
      },
    };
  },
});

/** Whether a link target is allowed: http(s), mailto or a path on this site. */
export function isAllowedHref(href: string): boolean {
  return /^(?:https?:\/\/[^\s/?#]+|mailto:[^\s]+|\/(?!\/))/i.test(href.trim());
}

/** A link always opens in a new tab with rel="noopener noreferrer nofollow"; only href is kept. */
export const SafeLink = Link.extend({
  addAttributes() {
    return { href: { default: null, parseHTML: (element) => element.getAttribute('href') } };
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: 'https',
  HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
  isAllowedUri: (url) => isAllowedHref(url),
});

/** Ctrl/Cmd+Enter calls `onSubmit` (features that send on it). */
const SubmitShortcut = Extension.create<{ onSubmit: (() => void) | null }>({
  name: 'submitShortcut',
  addOptions() {
    return { onSubmit: null };
  },
  addKeyboardShortcuts() {
    return {
      'Mod-Enter': () => {
        if (!this.options.onSubmit) return false;
        this.options.onSubmit();
        return true;
      },
    };
  },
});

// *Asterisks* mark speech or action in this community's writing, in a session post as in a
// profile or a letter: typing them never turns the text bold or italic in any editor. The marks
// stay (toolbar, Ctrl+B / Ctrl+I); their markdown shortcuts go.
const KeptAsteriskBold = Bold.extend({ addInputRules: () => [], addPasteRules: () => [] });
const KeptAsteriskItalic = Italic.extend({ addInputRules: () => [], addPasteRules: () => [] });

export interface EditorExtensionOptions {
  toolbar?: EditorToolbarKind;
  placeholder?: string;
  highlightAsterisks?: boolean;
  onSubmit?: () => void;
  /** @mention completion: the list's bridge and the character search (MentionList.tsx). */
  mentions?: { bridge: MentionBridge; search: MentionSearch };
}

/** Every extension of one editor. Also runs headless: `new Editor({ extensions: createExtensions() })`. */
export function createExtensions({
  toolbar = 'full',
  placeholder,
  highlightAsterisks = false,
  onSubmit,
  mentions,
}: EditorExtensionOptions = {}): AnyExtension[] {
  const common: AnyExtension[] = [Underline, PlainOrderedList, AlignedImage];
  if (placeholder) common.push(Placeholder.configure({ placeholder }));
  if (highlightAsterisks) common.push(AsteriskHighlight);
  if (onSubmit) common.push(SubmitShortcut.configure({ onSubmit }));
  if (mentions) common.push(MentionCompletion.configure(mentions));

  const off = {
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
    underline: false,
    orderedList: false,
  } as const;
  // Bold and italic come from KeptAsterisk* instead, first: marks nest in the order they come
  // (strong outside em outside s, as the contract says).
  const marks = { bold: false, italic: false } as const;
  const asteriskMarks = [KeptAsteriskBold, KeptAsteriskItalic];
  if (toolbar === 'announcement') {
    return [
      ...asteriskMarks,
      StarterKit.configure({ ...off, ...marks, heading: { levels: [1, 2] }, bulletList: false }),
      SafeLink,
      ...common,
    ];
  }
  return [
    ...asteriskMarks,
    StarterKit.configure({ ...off, ...marks, heading: false, blockquote: false, strike: false }),
    PaletteTextStyle,
    PaletteColor,
    PaletteHighlight,
    ClassTextAlign,
    ...common,
  ];
}

/** The HTML to hand to a feature: '' for an empty editor, else tiptap's HTML. */
export function serializeEditor(editor: { isEmpty: boolean; getHTML: () => string }): string {
  // Empty paragraphs at the end are not kept: the one that holds the caret after a trailing image (focusEnd) least of all.
  return editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}
