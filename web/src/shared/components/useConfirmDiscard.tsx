// Words are never thrown away without asking: every dialog in which the player writes closes
// through this hook. With unsaved changes, Escape, a click beside the dialog and 'Anuluj' ask
// 'Porzucić zmiany?' first (and leaving the page makes the browser ask); without them the dialog
// just closes.
import { useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

export const DISCARD_TEXTS = {
  title: 'Porzucić zmiany?',
  body: 'To, co tu napisano lub zmieniono, nie zostało zapisane i przepadnie.',
  confirm: 'Porzuć zmiany',
  keep: 'Wróć do edycji',
} as const;

/**
 * `dirty`: something unsaved; `close`: closes the dialog for good. Give the dialog
 * `requestClose` as its `onClose` and its 'Anuluj', and render `confirmation` beside it.
 */
export function useConfirmDiscard(dirty: boolean, close: () => void) {
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const requestClose = useCallback(() => (dirty ? setAsking(true) : close()), [dirty, close]);

  const confirmation = (
    <ConfirmDialog
      open={asking}
      title={DISCARD_TEXTS.title}
      confirmLabel={DISCARD_TEXTS.confirm}
      cancelLabel={DISCARD_TEXTS.keep}
      focus="cancel"
      onConfirm={() => {
        setAsking(false);
        close();
      }}
      onCancel={() => setAsking(false)}
    >
      {DISCARD_TEXTS.body}
    </ConfirmDialog>
  );
  return { requestClose, confirmation };
}
