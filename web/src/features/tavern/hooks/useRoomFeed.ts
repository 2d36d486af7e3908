// The room as it is read (spec 2 §4, §9): a page of messages (page 1 the newest, opened first)
// and the room's live socket (/ws/?room=ID) while a room is shown. A live message goes onto the
// cached page 1 — seen at once there, not disturbing an older page — and drops its author from
// '… pisze…'; frames of another room are ignored. Beyond the spec: 'typing' frames feed the
// writing line, 'active_users_update' the head count and the sidebar's guests, and 'room_joined'
// reads the shown page again for what was missed: a second one at once (the socket came back
// after a drop), the first one at once when page 1 had already landed before it and else as soon
// as it lands — page 1 and the socket start together, and the server may take the page's
// snapshot before the socket joins the room, so a message posted in between would be in neither.
// Closing the socket (another room, leaving, the page closed) drops the room's pages.
// A message that arrives while page 1 is not read yet, or is being read again, is kept aside and
// put onto page 1 once the read lands: the read may be a snapshot taken before the message.
// A socket the server closes with 4004 means an admin removed the room: `onRoomGone`.
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TavernMessageBody } from '@mrok/sdk';
import { NO_ROOM, type LiveFrame } from '@/shared/live/liveSocket';
import { useLiveSocket } from '@/shared/live/useLiveSocket';
import { tavernKeys } from '@/shared/tavern/queries';
import { messagesPageQuery } from '../api/messagesPage';
import { applyMessage, forgetRoomMessages, newestPageSettled } from '../api/tavernCache';
import { headCountOf, isRoomJoined, messageOf, typistOf } from '../liveFrames';
import { useTypists } from './useTypists';

export function useRoomFeed(
  room: number | null,
  me: number | null,
  onHeadCount: (count: number) => void,
  onRoomGone: () => void,
) {
  const client = useQueryClient();
  const [chosen, setChosen] = useState<{ room: number | null; page: number }>({ room, page: 1 });
  const page = chosen.room === room ? chosen.page : 1;
  const messages = useQuery({ ...messagesPageQuery(room ?? 0, page), enabled: room !== null });
  const typists = useTypists();
  const joins = useRef(0);
  const pending = useRef<TavernMessageBody[]>([]);
  const readAgainOnLanding = useRef(false);

  useEffect(() => {
    if (room === null) return;
    joins.current = 0;
    pending.current = [];
    readAgainOnLanding.current = false;
    return () => {
      forgetRoomMessages(client, room);
      pending.current = [];
      typists.clear();
    };
  }, [client, room, typists.clear]);

  useEffect(() => {
    if (room === null || !newestPageSettled(client, room)) return;
    for (const message of pending.current) applyMessage(client, message);
    pending.current = [];
    if (readAgainOnLanding.current) {
      readAgainOnLanding.current = false;
      void client.invalidateQueries({ queryKey: tavernKeys.roomMessages(room) });
    }
  }, [client, room, messages.dataUpdatedAt]);

  useLiveSocket(
    (frame: LiveFrame) => {
      if (room === null) return;
      const message = messageOf(frame, room);
      if (message) {
        if (!newestPageSettled(client, room)) pending.current.push(message);
        applyMessage(client, message);
        typists.stopped(message.user_id);
        return;
      }
      const typist = typistOf(frame, room);
      if (typist) {
        if (typist.userId !== me) typists.saw(typist);
        return;
      }
      const count = headCountOf(frame, room);
      if (count !== null) {
        onHeadCount(count);
        void client.invalidateQueries({ queryKey: tavernKeys.participants() });
        return;
      }
      if (isRoomJoined(frame, room)) {
        joins.current += 1;
        // A page 1 read before the join may miss what was posted just before it: read it again,
        // at once when it is read, else once it lands (frames meanwhile are held, above).
        if (joins.current > 1 || newestPageSettled(client, room)) {
          void client.invalidateQueries({ queryKey: tavernKeys.roomMessages(room) });
        } else {
          readAgainOnLanding.current = true;
        }
      }
    },
    { room: room ?? undefined, enabled: room !== null, onEnd: (code) => code === NO_ROOM && onRoomGone() },
  );

  const setPage = (next: number) => setChosen({ room, page: next });
  return { page, setPage, messages, typing: typists.names };
}
