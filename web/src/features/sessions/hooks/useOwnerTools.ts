// The owner's tools in the session view (spec 2 §5): add and remove participants (general
// sessions) and close the session after a confirmation, with the spec's error texts.
import { useState } from 'react';
import type { SessionRow } from '@/shared/sessions/model';
import { useAddMembers } from '../api/useAddMembers';
import { useRemoveMember } from '../api/useRemoveMember';
import { useSetClosed } from '../api/useSetClosed';
import { closeErrorText } from '../components/view/viewLogic';

export function useOwnerTools(session: SessionRow) {
  const { kind, id } = session;
  const { mutateAsync: addMembers } = useAddMembers(kind, id);
  const { mutateAsync: removeMember } = useRemoveMember(kind, id);
  const close = useSetClosed(kind, true);

  const [addOpen, setAddOpen] = useState(false);
  const [removeOpen, setRemoveOpen] = useState(false);
  const [closeOpen, setCloseOpen] = useState(false);

  const openClose = () => {
    close.reset();
    setCloseOpen(true);
  };
  const confirmClose = () => {
    if (close.isPending) return;
    close.mutate(session, { onSuccess: () => setCloseOpen(false) });
  };

  return {
    add: { open: addOpen, setOpen: setAddOpen, confirm: async (userIds: number[]) => void (await addMembers(userIds)) },
    remove: { open: removeOpen, setOpen: setRemoveOpen, confirm: async (userId: number) => void (await removeMember(userId)) },
    close: {
      open: closeOpen,
      show: openClose,
      hide: () => setCloseOpen(false),
      confirm: confirmClose,
      busy: close.isPending,
      error: close.isError ? closeErrorText(close.error) : null,
    },
  };
}
