// POST …/messages: one request. The answer (the stored message) goes onto its page, the session
// and its list row; the server has already marked the author seen, so nothing is asked again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionApi } from '@/shared/sessions/api';
import type { SessionKind } from '@/shared/sessions/model';
import { rememberSeen } from '@/shared/sessions/unread';
import { applyOwnMessage } from './sessionCache';

export interface PostMessage {
  html: string;
  /** This message only, as the narrator. */
  asNarrator: boolean;
}

export function usePostMessage(kind: SessionKind, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ html, asNarrator }: PostMessage) => sessionApi(kind).post(id, html, asNarrator),
    onSuccess: (message) => {
      applyOwnMessage(client, kind, id, message);
      rememberSeen(kind, id, message.createdAt);
    },
  });
}
