// PUT / PATCH …/messages/{messageId}: one request; the edited message replaces its cached copy.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionApi } from '@/shared/sessions/api';
import type { SessionKind } from '@/shared/sessions/model';
import { applyEditedMessage } from './sessionCache';

export function useEditMessage(kind: SessionKind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, html }: { messageId: number; html: string }) => sessionApi(kind).edit(id, messageId, html),
    onSuccess: (edited) => applyEditedMessage(client, kind, id, edited),
  });
}
