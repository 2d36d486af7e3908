// The shared composer and its pieces. Import from here (or the files themselves); the composer
// loads the editor lazily, but keep it on lazily loaded pages all the same (not on /login).
export { Composer, type ComposerProps, type SendOptions } from './Composer';
export { CharacterPickerDialog, type CharacterPickerDialogProps } from './CharacterPickerDialog';
export { NARRATOR_OPTION, characterKey, characterLabel, characterName, type CharacterOption, type CharacterType } from './characterOptions';
export {
  COMPOSER_HEIGHT,
  composerHeight,
  composerLayout,
  composerMinHeight,
  focusModeHeight,
  isKeyboardOpen,
  useComposerHeight,
  type ComposerLayout,
  type ViewportMetrics,
} from './composerHeight';
export { DRAFT_MAX_AGE_MS, DRAFT_PREFIX, clearAllDrafts, clearDraft, draftStorageKey, loadDraft, saveDraft } from './drafts';
export { COMPOSER_TEXTS, failureText, isBlankMessage } from './messages';
