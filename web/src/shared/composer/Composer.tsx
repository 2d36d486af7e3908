// The shared composer (spec 2 "Shared composer"): the rich-text editor with a character selector,
// a narrator toggle, focus mode and a send button; the text is autosaved as a draft. Used unchanged
// by the sessions, the tavern, private messages and news. See README.md.
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOver';
import Send from '@mui/icons-material/Send';
import { uploadDescriptionImage } from '../api/uploadDescriptionImage';
import { BusyButton } from '../components/BusyButton';
import { LazyRichTextEditor, type RichTextEditorHandle } from '../editor/LazyRichTextEditor';
import type { MentionOptions } from '../editor/mentionRules';
import { CharacterPickerDialog } from './CharacterPickerDialog';
import type { CharacterOption } from './characterOptions';
import { CharacterButton, ComposerToggle } from './ComposerControls';
import { useComposerHeight } from './composerHeight';
import { FocusFrame, useFocusOverlay } from './focusOverlay';
import { COMPOSER_TEXTS, failureText, isBlankMessage, ShownElsewhere } from './messages';
import { useDraft } from './useDraft';

export interface SendOptions {
  /** The narrator toggle was on: the message goes out as the Narrator. */
  asNarrator: boolean;
}

export interface ComposerProps {
  /** Sends the HTML. A rejection keeps the text and shows its message. */
  onSend: (html: string, options: SendOptions) => Promise<void>;
  /** Where the draft is kept ('session:12', 'tavern', 'conversation:7'…); no draft without it. */
  draftKey?: string;
  placeholder?: string;
  /** Accessible name of the text area (default: the placeholder). */
  ariaLabel?: string;
  sendLabel?: string;
  /** Shown when a failed send has no message of its own. */
  sendErrorText?: string;
  /** Shown when the text is blank (no text after trimming, no image). */
  emptyText?: string;
  disabled?: boolean;
  /** *Text between asterisks* in bold gold. */
  highlightAsterisks?: boolean;
  /** A height handle on desktop (never on mobile). */
  resizable?: boolean;
  /** Overrides of the computed heights (px). */
  height?: number;
  minHeight?: number;
  /** Default: the upload of description images. */
  onUploadImage?: (file: File) => Promise<string>;
  /** Shows the narrator toggle. */
  allowNarrator?: boolean;
  /** The characters to choose from; the character button shows only with them. */
  characters?: CharacterOption[];
  /** The character currently written as. */
  character?: CharacterOption | null;
  /** What the picker's 'Wybierz' does (busy while it runs; a rejection keeps the picker open). */
  onCharacterChange?: (option: CharacterOption) => Promise<void> | void;
  /** Shown when a failed character change has no message of its own. */
  characterErrorText?: string;
  /** @mention completion (where a mention notifies); `{ session }` lists its participants first. */
  mentions?: MentionOptions | boolean;
}

/** On a phone Send is its icon alone (its name stays for screen readers), so the composer's controls fit one row. */
const sendSx = { minWidth: { xs: 40, sm: 64 }, '& .MuiButton-endIcon': { ml: { xs: 0, sm: 1 }, mr: { xs: 0, sm: -0.5 } } } as const;

export function Composer({
  onSend,
  draftKey,
  placeholder = COMPOSER_TEXTS.placeholder,
  ariaLabel,
  sendLabel = COMPOSER_TEXTS.send,
  sendErrorText = COMPOSER_TEXTS.sendError,
  emptyText = COMPOSER_TEXTS.empty,
  disabled = false,
  highlightAsterisks = true,
  resizable = false,
  height,
  minHeight,
  onUploadImage = uploadDescriptionImage,
  allowNarrator = false,
  characters,
  character,
  onCharacterChange,
  characterErrorText,
  mentions,
}: ComposerProps) {
  const editor = useRef<RichTextEditorHandle>(null);
  const draft = useDraft(draftKey);
  const layout = useComposerHeight();
  const [focused, setFocused] = useFocusOverlay();
  const [narrator, setNarrator] = useState(false);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const [error, setError] = useState<string | null>(null);

  const change = (html: string) => {
    draft.setHtml(html);
    if (error) setError(null);
  };

  const toggleFocus = (on: boolean) => {
    setFocused(on);
    editor.current?.focus();
  };

  const send = async () => {
    if (sending.current || disabled) return;
    const html = editor.current?.getHTML() ?? draft.html;
    if (isBlankMessage(html)) {
      setError(emptyText);
      return;
    }
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      await onSend(html, { asNarrator: narrator });
    } catch (failure) {
      setError(failure instanceof ShownElsewhere ? null : failureText(failure, sendErrorText));
      return;
    } finally {
      sending.current = false;
      setBusy(false);
    }
    editor.current?.clear();
    draft.discard();
    setNarrator(false);
    toggleFocus(false);
  };

  // With the on-screen keyboard open on mobile only Send stays, so the text stays visible.
  const compact = layout.keyboardOpen;
  const extras = (
    <>
      {characters && !compact && <CharacterButton character={character} disabled={disabled} onClick={() => setPicking(true)} />}
      {allowNarrator && !compact && (
        <ComposerToggle
          label={COMPOSER_TEXTS.narrator}
          icon={<RecordVoiceOver fontSize="small" />}
          pressed={narrator}
          disabled={disabled}
          onClick={() => setNarrator(!narrator)}
        />
      )}
      {!compact && (
        <ComposerToggle
          label={COMPOSER_TEXTS.focusMode}
          icon={focused ? <FullscreenExit fontSize="small" /> : <Fullscreen fontSize="small" />}
          pressed={focused}
          disabled={disabled}
          onClick={() => toggleFocus(!focused)}
        />
      )}
      <BusyButton
        size="small"
        variant="contained"
        endIcon={<Send fontSize="small" />}
        busy={busy}
        disabled={disabled || !draft.html}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => void send()}
        aria-label={sendLabel}
        sx={sendSx}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {sendLabel}
        </Box>
      </BusyButton>
    </>
  );

  return (
    <FocusFrame focused={focused} onClose={() => toggleFocus(false)}>
      {narrator && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {COMPOSER_TEXTS.narratorBanner}
        </Alert>
      )}
      <LazyRichTextEditor
        ref={editor}
        value={draft.html}
        onChange={change}
        placeholder={placeholder}
        ariaLabel={ariaLabel}
        highlightAsterisks={highlightAsterisks}
        minHeight={minHeight ?? layout.minHeight}
        height={focused ? layout.focusHeight : (height ?? layout.height)}
        resizable={resizable && !layout.isMobile && !focused}
        disabled={disabled}
        onSubmit={() => void send()}
        onUploadImage={onUploadImage}
        toolbarExtras={extras}
        mentions={mentions}
      />
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      {characters && (
        <CharacterPickerDialog
          open={picking}
          options={characters}
          value={character}
          onClose={() => setPicking(false)}
          onConfirm={(option) => onCharacterChange?.(option)}
          errorText={characterErrorText}
        />
      )}
    </FocusFrame>
  );
}
