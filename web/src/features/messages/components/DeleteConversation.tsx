// 'Usuń konwersację' after a confirmation (spec 2 §5, §8). Deleted: back to the list, which says
// 'Konwersacja została usunięta.'. Refused: 'Błąd podczas usuwania konwersacji: {the server's
// message or Nieznany błąd}'; the server not reached: 'Wystąpił błąd podczas usuwania konwersacji.'.
import { useState } from 'react';
import { ApiError } from '@mrok/sdk';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';
import { useDeleteConversation } from '../api/useDeleteConversation';
import type { ArrivalState } from '../hooks/useArrivalNotice';
import { MESSAGES_PATH } from '../paths';
import { MESSAGE_TEXTS } from '../texts';

/** The text of a failed deletion. */
export function deleteFailureText(failure: unknown): string {
  if (failure instanceof ApiError) return MESSAGE_TEXTS.deleteFailed(errorMessage(failure, MESSAGE_TEXTS.unknownError));
  return MESSAGE_TEXTS.deleteFailedGeneric;
}

export function DeleteConversationButton({ conversationId }: { conversationId: number }) {
  const navigate = useNavigate();
  const remove = useDeleteConversation(conversationId);
  const [asking, setAsking] = useState(false);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => void navigate(MESSAGES_PATH, { state: { notice: MESSAGE_TEXTS.deleted } satisfies ArrivalState }),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <Button color="primary" startIcon={<DeleteOutline />} onClick={() => setAsking(true)}>
        {MESSAGE_TEXTS.delete}
      </Button>
      {remove.isError && (
        <Alert severity="error" onClose={() => remove.reset()} sx={{ flexBasis: '100%' }}>
          {deleteFailureText(remove.error)}
        </Alert>
      )}
      <ConfirmDialog open={asking} title={MESSAGE_TEXTS.deleteTitle} busy={remove.isPending} onConfirm={confirm} onCancel={() => setAsking(false)}>
        {MESSAGE_TEXTS.deleteQuestion}
      </ConfirmDialog>
    </>
  );
}
