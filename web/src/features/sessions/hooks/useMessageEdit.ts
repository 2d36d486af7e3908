// Editing one's own message in the session view (spec 2 §5): one message at a time, a blank text
// refused before any call, the server's refusal shown in place; a 403 or 409 (no longer a
// participant, closed meanwhile) makes the view read the session again.
import { useEffect, useReducer } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, errorStatus } from '@/lib/api';
import { isBlankMessage } from '@/shared/composer/messages';
import type { SessionKind } from '@/shared/sessions/model';
import { sessionKeys } from '@/shared/sessions/queries';
import { useEditMessage } from '../api/useEditMessage';
import { NO_EDIT, VIEW_TEXTS, editReducer } from '../components/view/viewLogic';

export function useMessageEdit(kind: SessionKind, id: number, canWrite: boolean) {
  const client = useQueryClient();
  const [edit, dispatch] = useReducer(editReducer, NO_EDIT);
  const { mutateAsync: saveMessage } = useEditMessage(kind, id);

  useEffect(() => {
    if (!canWrite) dispatch({ type: 'cancel' });
  }, [canWrite]);

  const save = async () => {
    const messageId = edit.messageId;
    if (messageId === null || edit.saving) return;
    if (isBlankMessage(edit.html)) {
      dispatch({ type: 'failed', error: VIEW_TEXTS.emptyMessage });
      return;
    }
    dispatch({ type: 'saving' });
    try {
      await saveMessage({ messageId, html: edit.html });
      dispatch({ type: 'saved' });
    } catch (failure) {
      dispatch({ type: 'failed', error: errorMessage(failure, VIEW_TEXTS.editError) });
      const status = errorStatus(failure);
      if (status === 403 || status === 409) void client.invalidateQueries({ queryKey: sessionKeys.detail(kind, id) });
    }
  };

  return { edit, dispatch, save };
}
