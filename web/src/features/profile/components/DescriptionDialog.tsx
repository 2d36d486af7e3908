// Editing a description with the shared rich-text editor (full toolbar, images uploaded to
// /api/description-images, width slider in steps of 50); full-screen on mobile. Closing it with
// unsaved changes asks first (useConfirmDiscard).
import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LazyRichTextEditor, type RichTextEditorHandle } from '@/shared/editor/LazyRichTextEditor';
import { BusyButton } from '@/shared/components/BusyButton';
import { errorMessage } from '@/lib/api';
import { PROFILE_MOBILE_QUERY, type CharacterView } from '../characters';
import { useSetDescription } from '../api/useSetDescription';
import { uploadDescriptionImage } from '@/shared/api/uploadDescriptionImage';
import { useNotify } from '@/shared/components/Notice';
import { useConfirmDiscard } from '@/shared/components/useConfirmDiscard';
import { wrapAnywhere } from '@/shared/theme/textFit';
import { MESSAGES } from '../validation';

interface DescriptionDialogProps {
  open: boolean;
  character: CharacterView;
  onClose: () => void;
}

export function DescriptionDialog({ open, character, onClose }: DescriptionDialogProps) {
  const mobile = useMediaQuery(PROFILE_MOBILE_QUERY);
  const notify = useNotify();
  const save = useSetDescription(character.target);
  const editor = useRef<RichTextEditorHandle>(null);
  const [draft, setDraft] = useState(character.description);
  const discard = useConfirmDiscard(draft !== character.description, onClose);

  const close = () => {
    if (!save.isPending) discard.requestClose();
  };

  const submit = () => {
    if (save.isPending) return;
    if (!editor.current) {
      notify.error('Editor nie jest gotowy');
      return;
    }
    save.mutate(editor.current.getHTML(), {
      onSuccess: () => {
        notify.success('Opis został zaktualizowany!');
        onClose();
      },
      onError: (failure) => notify.error(errorMessage(failure, 'Nie udało się zaktualizować opisu')),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={mobile}
      fullWidth
      maxWidth="md"
      aria-labelledby="description-dialog-title"
    >
      <DialogTitle id="description-dialog-title" sx={wrapAnywhere}>Edycja opisu: {character.name}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 3 } }}>
        <LazyRichTextEditor
          ref={editor}
          value={draft}
          onChange={setDraft}
          toolbar="full"
          onUploadImage={uploadDescriptionImage}
          imageWidthStep={50}
          notAnImageMessage={MESSAGES.notAnImage}
          ariaLabel="Opis postaci"
          placeholder="Opisz swoją postać…"
          minHeight={mobile ? 320 : 360}
          autoFocus
          disabled={save.isPending}
          onSubmit={submit}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} color="secondary" disabled={save.isPending}>
          Anuluj
        </Button>
        <BusyButton onClick={submit} variant="contained" busy={save.isPending}>
          Zapisz opis
        </BusyButton>
      </DialogActions>
      {discard.confirmation}
    </Dialog>
  );
}
