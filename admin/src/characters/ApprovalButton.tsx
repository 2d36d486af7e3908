// Approves an unapproved character or takes the approval back; usable in a list row (the click
// does not open the row) and on the character's page.
import type { MouseEvent } from 'react';
import { Button, useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { AdminCharacterBody } from '@mrok/sdk';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UndoIcon from '@mui/icons-material/Undo';
import { NETWORK_ERROR } from '../lib/api';
import { APPROVED_MESSAGE, UNAPPROVED_MESSAGE } from './labels';

export function ApprovalButton() {
  const character = useRecordContext<AdminCharacterBody>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<AdminCharacterBody>();
  if (!character) return null;
  const approve = !character.approved;

  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    update(
      'characters',
      { id: character.id, data: { approved: approve }, previousData: character },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(approve ? APPROVED_MESSAGE : UNAPPROVED_MESSAGE, { type: 'success' }),
        onError: (error) => notify(error instanceof Error && error.message ? error.message : NETWORK_ERROR, { type: 'error' }),
      },
    );
  };

  return (
    <Button
      label={approve ? 'Zaakceptuj' : 'Cofnij akceptację'}
      onClick={onClick}
      disabled={isPending}
      color={approve ? 'primary' : 'secondary'}
      variant={approve ? 'contained' : 'outlined'}
      size="small"
    >
      {approve ? <CheckCircleIcon /> : <UndoIcon />}
    </Button>
  );
}
