// POST /api/tavern/messages {message, isNarrator, roomId}: one request; the stored message goes
// onto the room's cached page 1 (its copy from the socket is then a duplicate and dropped).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, TavernService } from '@mrok/sdk';
import '@/lib/api';
import { applyMessage } from './tavernCache';

export interface PostTavernMessage {
  room: number;
  html: string;
  /** This message only, as the Narrator. */
  asNarrator: boolean;
}

/** The refusals that mean the server no longer has the player in that room (409). */
const PRESENCE_LOST = new Set(['not_in_tavern', 'no_tavern_room', 'other_tavern_room']);

export function isPresenceLost(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && PRESENCE_LOST.has(code);
}

export function usePostMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ room, html, asNarrator }: PostTavernMessage) =>
      TavernService.postTavernMessage({ requestBody: { message: html, isNarrator: asNarrator, roomId: room } }),
    onSuccess: (message) => applyMessage(client, message),
  });
}
