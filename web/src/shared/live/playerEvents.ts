// The player's own live socket (`/ws/?token=`), one for the whole home area: every frame is handed
// to each applier below, and each takes the frames it knows (the rest it ignores). A feature that
// reacts to a pushed player event adds its applier here; the polls stay the fallback while the
// socket is down.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { applyAnnouncementFrame } from '../announcements/queries';
import { applyConversationActivity } from '../messages/liveActivity';
import { applyNewsFrame } from '../news/keys';
import { applyReportFrame } from '../reports/keys';
import { applySessionActivity } from '../sessions/liveActivity';
import type { LiveFrame } from './liveSocket';
import { useLiveSocket } from './useLiveSocket';

export type FrameApplier = (client: QueryClient, frame: LiveFrame) => void;

/** What the player's socket feeds: session activity, private messages, announcements, news, decisions on reports. */
export const PLAYER_FRAME_APPLIERS: readonly FrameApplier[] = [
  applySessionActivity,
  applyConversationActivity,
  applyAnnouncementFrame,
  applyNewsFrame,
  applyReportFrame,
];

export function applyPlayerFrame(client: QueryClient, frame: LiveFrame): void {
  for (const apply of PLAYER_FRAME_APPLIERS) apply(client, frame);
}

/** Opens the player's socket for as long as the calling component (the home layout) is mounted. */
export function usePlayerEvents(): void {
  const client = useQueryClient();
  useLiveSocket((frame) => applyPlayerFrame(client, frame));
}
