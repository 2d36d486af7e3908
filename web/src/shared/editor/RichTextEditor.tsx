// The one rich-text editor of the player site (tiptap). Every feature configures it — toolbar
// kind, extras, upload — and never copies it. Load it lazily (LazyRichTextEditor): tiptap must
// stay out of the first bundle. The HTML it emits is html-contract.md.
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Selection } from '@tiptap/pm/state';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import { palette } from '@/app/theme';
import { ColorPalette } from './ColorPalette';
import { richTextContentSx } from './contentStyles';
import { TEXT_ALIGNS, type TextAlignValue } from './contract';
import { EditorToolbar, type ToolbarAction, type ToolbarState } from './EditorToolbar';
import { createExtensions, isAllowedHref, serializeEditor, type EditorToolbarKind } from './extensions';
import { ImageDialog } from './ImageDialog';
import { editorDom, MentionList, suggestMentions, useMentionCompletion } from './MentionList';
import type { MentionOptions } from './mentionRules';
import {
  IMAGE_MESSAGES,
  isAllowedImageSrc,
  isImageAlign,
  looksLikeImageUrl,
  validateImageFile,
  type ImageAlign,
  type ImageSettings,
} from './imageRules';
import { UrlPromptDialog } from './UrlPromptDialog';

/** What a feature can do with the editor through `ref`. */
export interface RichTextEditorHandle {
  /** Puts the caret at the end of the text. */
  focus: () => void;
  /** Empties the editor; onChange('') follows. */
  clear: () => void;
  /** The current HTML ('' when empty). */
  getHTML: () => string;
  isEmpty: () => boolean;
}

export interface RichTextEditorProps {
  /** HTML (see html-contract.md); '' for an empty editor. */
  value: string;
  /** The new HTML after every change; '' when the editor is empty. */
  onChange: (html: string) => void;
  placeholder?: string;
  /** Accessible name of the text area (default: the placeholder, else 'Treść'). */
  ariaLabel?: string;
  /** Minimum height of the writing area in px (default 150, spec 2 §9). */
  minHeight?: number;
  /** A fixed starting height in px; the area scrolls past it (and may be resized when `resizable`). */
  height?: number;
  /** Maximum height in px before the area scrolls. */
  maxHeight?: number;
  /** Lets the user drag the writing area's height (desktop composer). */
  resizable?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  /** 'full' (composer, profile description, lore entries) or 'announcement' (news). Default 'full'. */
  toolbar?: EditorToolbarKind;
  /** A feature's own controls at the end of the toolbar (character selector, send button…). */
  toolbarExtras?: ReactNode;
  /** Uploads a file chosen from the computer and resolves to its URL. Without it there is no 'Obrazek z komputera'. */
  onUploadImage?: (file: File) => Promise<string>;
  /** Shows *text between asterisks* bold gold (a view-only decoration; the HTML is unchanged). */
  highlightAsterisks?: boolean;
  /** Called on Ctrl/Cmd+Enter (e.g. to send). */
  onSubmit?: () => void;
  /** What a file that is not an image is told (default 'Proszę wybrać plik obrazu!', spec 2 and 3). */
  notAnImageMessage?: string;
  /** Slider step of the image dialog (default 10). */
  imageWidthStep?: number;
  /**
   * @mention completion: after `@` and two letters a list of characters (at most 8) to pick,
   * which writes `@Name `. `{ session }` lists that session's participants first; `true` or `{}`
   * turns it on without one.
   */
  mentions?: MentionOptions | boolean;
  ref?: Ref<RichTextEditorHandle>;
}

const EMPTY_STATE: ToolbarState = {
  bold: false,
  italic: false,
  underline: false,
  strike: false,
  heading1: false,
  heading2: false,
  blockquote: false,
  bulletList: false,
  orderedList: false,
  link: false,
  textColor: null,
  highlight: null,
  textAlign: 'left',
  imageAlign: null,
};

function readToolbarState(editor: Editor | null): ToolbarState {
  if (!editor) return EMPTY_STATE;
  const image = editor.isActive('image');
  const imageAlign = image ? (editor.getAttributes('image').align as unknown) : null;
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    heading1: editor.isActive('heading', { level: 1 }),
    heading2: editor.isActive('heading', { level: 2 }),
    blockquote: editor.isActive('blockquote'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    textColor: (editor.getAttributes('textStyle').color as string | undefined) ?? null,
    highlight: editor.isActive('highlight') ? ((editor.getAttributes('highlight').color as string | undefined) ?? null) : null,
    textAlign: TEXT_ALIGNS.find((align) => editor.isActive({ textAlign: align })) ?? 'left',
    imageAlign: isImageAlign(imageAlign) ? imageAlign : image ? 'left' : null,
  };
}

/**
 * Puts the caret after the last text, selecting nothing. A text that ends with an image (or any
 * block without room for a caret) gets an empty paragraph after it to hold the caret — the HTML
 * does not keep it (serializeEditor) and undo does not see it — so the first key typed never
 * replaces the image. The selection is dispatched before the view takes focus: tiptap's own
 * `focus('end')` selects a trailing image, and on phones it focuses the DOM in the middle of its
 * command, whose focus transaction then makes the command's own a mismatched one (a RangeError).
 */
export function focusEnd(editor: Editor): void {
  if (editor.isDestroyed) return;
  const { state, view } = editor;
  const tr = state.tr;
  const last = state.doc.lastChild;
  if (last && last.isLeaf) {
    tr.insert(state.doc.content.size, state.schema.nodes.paragraph.create());
    tr.setMeta('addToHistory', false).setMeta('preventUpdate', true);
  }
  const end = Selection.findFrom(tr.doc.resolve(tr.doc.content.size), -1, true) ?? Selection.atEnd(tr.doc);
  tr.setSelection(end).scrollIntoView();
  view.dispatch(tr);
  view.focus();
}

/** Adds https:// to a bare host ('example.com'); leaves full and site-relative links as they are. */
function normalizeHref(href: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/') ? href : `https://${href}`;
}

interface PendingImage {
  src: string;
  file?: File;
  /** Where the caret was when the image was asked for: it goes there, never over selected text. */
  at: number;
}

type Prompt = 'imageUrl' | 'link' | null;

export function RichTextEditor({
  value,
  onChange,
  placeholder,
  ariaLabel,
  minHeight = 150,
  height,
  maxHeight,
  resizable,
  autoFocus,
  disabled,
  toolbar = 'full',
  toolbarExtras,
  onUploadImage,
  highlightAsterisks,
  onSubmit,
  imageWidthStep,
  notAnImageMessage,
  mentions,
  ref,
}: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  const onSubmitRef = useRef(onSubmit);
  onChangeRef.current = onChange;
  onSubmitRef.current = onSubmit;
  /** The HTML this editor last reported, so a `value` that merely echoes it is not re-applied. */
  const lastEmitted = useRef(value);
  const hasSubmit = Boolean(onSubmit);
  const autoFocusRef = useRef(autoFocus);
  autoFocusRef.current = autoFocus;

  const mentionsOn = Boolean(mentions);
  const mentionSession = useRef<number | undefined>(undefined);
  mentionSession.current = typeof mentions === 'object' ? mentions.session : undefined;
  const completion = useMentionCompletion();
  const { bridge: mentionBridge } = completion;
  const mentionSearch = useMemo(() => suggestMentions(() => mentionSession.current), []);

  const extensions = useMemo(
    () =>
      createExtensions({
        toolbar,
        placeholder,
        highlightAsterisks,
        onSubmit: hasSubmit ? () => onSubmitRef.current?.() : undefined,
        mentions: mentionsOn ? { bridge: mentionBridge, search: mentionSearch } : undefined,
      }),
    [toolbar, placeholder, highlightAsterisks, hasSubmit, mentionsOn, mentionBridge, mentionSearch],
  );

  const editor = useEditor(
    {
      extensions,
      content: value,
      editable: !disabled,
      autofocus: false,
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': ariaLabel ?? placeholder ?? 'Treść',
          spellcheck: 'true',
          lang: 'pl',
          // With mentions a list of names may open (MentionList sets aria-controls and
          // aria-activedescendant while it is; aria-expanded is not a textbox's attribute).
          ...(mentionsOn ? { 'aria-autocomplete': 'list', 'aria-haspopup': 'listbox' } : {}),
        },
      },
      onCreate: ({ editor: current }) => {
        if (autoFocusRef.current) focusEnd(current);
      },
      onUpdate: ({ editor: current }) => {
        const html = serializeEditor(current);
        lastEmitted.current = html;
        onChangeRef.current(html);
      },
    },
    [extensions],
  );

  // A new `value` from the feature (an entry loaded for editing, a reset after sending).
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    if (value !== serializeEditor(editor)) editor.commands.setContent(value, { emitUpdate: false });
    lastEmitted.current = value;
  }, [editor, value]);

  useEffect(() => {
    if (editor && editor.isEditable === Boolean(disabled)) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => {
        if (editor) focusEnd(editor);
      },
      clear: () => {
        editor?.commands.clearContent(true);
      },
      getHTML: () => (editor ? serializeEditor(editor) : ''),
      isEmpty: () => editor?.isEmpty ?? true,
    }),
    [editor],
  );

  const state = useEditorState({ editor, selector: ({ editor: current }) => readToolbarState(current) }) ?? EMPTY_STATE;

  const [notice, setNotice] = useState<string | null>(null);
  const [colorMenu, setColorMenu] = useState<{ kind: 'textColor' | 'highlight'; anchor: HTMLElement } | null>(null);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [pending, setPending] = useState<PendingImage | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), 6000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const closeImageDialog = () => {
    if (pending?.file && pending.src.startsWith('blob:')) URL.revokeObjectURL(pending.src);
    setPending(null);
  };

  const alignImage = (align: ImageAlign) => {
    if (!editor) return;
    if (!editor.isActive('image')) {
      setNotice(IMAGE_MESSAGES.selectImageFirst);
      return;
    }
    editor.chain().focus().updateAttributes('image', { align }).run();
  };

  const onAction = (action: ToolbarAction) => {
    if (!editor) return;
    setNotice(null);
    const chain = editor.chain().focus();
    switch (action) {
      case 'bold':
        chain.toggleBold().run();
        return;
      case 'italic':
        chain.toggleItalic().run();
        return;
      case 'underline':
        chain.toggleUnderline().run();
        return;
      case 'strike':
        chain.toggleStrike().run();
        return;
      case 'heading1':
        chain.toggleHeading({ level: 1 }).run();
        return;
      case 'heading2':
        chain.toggleHeading({ level: 2 }).run();
        return;
      case 'blockquote':
        chain.toggleBlockquote().run();
        return;
      case 'bulletList':
        chain.toggleBulletList().run();
        return;
      case 'orderedList':
        chain.toggleOrderedList().run();
        return;
      case 'clearColor':
        chain.unsetHighlight().unsetColor().run();
        return;
      case 'align-left':
        chain.unsetTextAlign().run();
        return;
      case 'align-center':
      case 'align-right':
      case 'align-justify':
        chain.setTextAlign(action.slice('align-'.length) as TextAlignValue).run();
        return;
      case 'image-left':
      case 'image-center':
      case 'image-right':
        alignImage(action.slice('image-'.length) as ImageAlign);
        return;
      case 'link':
        setPrompt('link');
        return;
      case 'imageUrl':
        setPrompt('imageUrl');
        return;
      case 'imageFile':
        fileInput.current?.click();
        return;
    }
  };

  /** The end of the selection: an image is added after what is selected, never instead of it. */
  const caret = () => editor?.state.selection.to ?? 0;

  const onFileChosen = (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    const problem = validateImageFile(file, notAnImageMessage);
    if (problem) {
      setNotice(problem);
      return;
    }
    setPending({ src: URL.createObjectURL(file), file, at: caret() });
  };

  const insertImage = async ({ width, align, alt }: ImageSettings) => {
    if (!editor || !pending) return;
    let src = pending.src;
    if (pending.file) {
      if (!onUploadImage) throw new Error('no upload function');
      src = await onUploadImage(pending.file);
    }
    const at = Math.min(pending.at, editor.state.doc.content.size);
    const image = { type: 'image', attrs: { src, width, align, alt: alt.trim() || null } };
    editor.chain().focus().insertContentAt(at, image).run();
    closeImageDialog();
  };

  const applyLink = (raw: string) => {
    setPrompt(null);
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!raw) {
      chain.unsetLink().run();
      return;
    }
    const href = normalizeHref(raw);
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: raw, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
  };

  const applyColor = (color: string) => {
    const kind = colorMenu?.kind;
    setColorMenu(null);
    if (!editor) return;
    if (kind === 'highlight') editor.chain().focus().setHighlight({ color }).run();
    else editor.chain().focus().setColor(color).run();
  };

  return (
    <Box
      className="mrok-rich-text-editor"
      sx={{
        border: '1px solid rgba(201, 164, 76, 0.25)',
        borderRadius: 1,
        bgcolor: palette.abyss,
        overflow: 'hidden',
        opacity: disabled ? 0.6 : 1,
        '&:focus-within': { borderColor: palette.goldDim },
      }}
    >
      <EditorToolbar
        kind={toolbar}
        state={state}
        disabled={disabled || !editor}
        canUpload={Boolean(onUploadImage)}
        onAction={onAction}
        onColorMenu={(kind, anchor) => setColorMenu({ kind, anchor })}
        extras={toolbarExtras}
      />
      {notice && (
        <Alert severity="warning" onClose={() => setNotice(null)} sx={{ borderRadius: 0 }}>
          {notice}
        </Alert>
      )}
      <Box
        onClick={(event) => {
          // A click on the empty space under the text puts the caret at the end.
          if (event.target === event.currentTarget && editor) focusEnd(editor);
        }}
        sx={[
          richTextContentSx,
          {
            minHeight,
            height,
            maxHeight,
            overflowY: 'auto',
            resize: resizable ? 'vertical' : 'none',
            cursor: 'text',
            '& .ProseMirror': { minHeight, px: 2, py: 1.5, outline: 'none', boxSizing: 'border-box' },
            '& .ProseMirror p.is-editor-empty::before': {
              content: 'attr(data-placeholder)',
              color: 'rgba(200, 183, 151, 0.5)',
              float: 'left',
              height: 0,
              pointerEvents: 'none',
              fontStyle: 'italic',
            },
            '& .ProseMirror img': { cursor: 'pointer' },
            '& .ProseMirror img.ProseMirror-selectednode': { outline: `2px solid ${palette.gold}`, outlineOffset: 2 },
          },
          // The news editor keeps pictures small while writing (spec 2 §9).
          toolbar === 'announcement' ? { '& .ProseMirror img': { maxWidth: 'min(100%, 300px)' } } : {},
        ]}
      >
        <EditorContent editor={editor} />
      </Box>

      {onUploadImage && (
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          tabIndex={-1}
          aria-hidden
          onChange={(event) => onFileChosen(event.target.files?.[0])}
        />
      )}
      <Popover
        open={Boolean(colorMenu)}
        anchorEl={colorMenu?.anchor}
        onClose={() => setColorMenu(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        {colorMenu && (
          <ColorPalette
            label={colorMenu.kind === 'highlight' ? 'Kolor wyróżnienia' : 'Kolor tekstu'}
            value={colorMenu.kind === 'highlight' ? state.highlight : state.textColor}
            onSelect={applyColor}
            autoFocus
          />
        )}
      </Popover>
      <UrlPromptDialog
        open={prompt === 'imageUrl'}
        title="Obrazek z adresu"
        label="Wklej URL obrazka"
        submitLabel="Dalej"
        validate={(url) => (isAllowedImageSrc(url) ? null : IMAGE_MESSAGES.badScheme)}
        confirm={(url) => (looksLikeImageUrl(url) ? null : IMAGE_MESSAGES.notImageUrl)}
        onCancel={() => setPrompt(null)}
        onSubmit={(url) => {
          setPrompt(null);
          setPending({ src: url, at: caret() });
        }}
      />
      <UrlPromptDialog
        open={prompt === 'link'}
        title="Odnośnik"
        label="Adres odnośnika"
        submitLabel="Zapisz"
        allowEmpty
        initialValue={prompt === 'link' && editor ? ((editor.getAttributes('link').href as string | undefined) ?? '') : ''}
        validate={(href) => (isAllowedHref(normalizeHref(href)) ? null : 'Podaj adres http(s) lub mailto.')}
        onCancel={() => setPrompt(null)}
        onSubmit={applyLink}
      />
      {mentionsOn && <MentionList completion={completion} control={() => editorDom(editor)} />}
      <ImageDialog
        open={Boolean(pending)}
        src={pending?.src ?? null}
        onCancel={closeImageDialog}
        onAdd={insertImage}
        widthStep={imageWidthStep}
      />
    </Box>
  );
}

export default RichTextEditor;
