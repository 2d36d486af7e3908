// The participants of the open session, for the shell's sidebar (spec 1 §2): each one's main
// character name and avatar, the character they write as, the owner first and marked.
// Failures are silent: what cannot be read is simply not shown.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLL } from '@/lib/query';
import { sessionApi, type ParticipantsCharacters } from '@/shared/sessions/api';
import type { SessionKind, SessionRow } from '@/shared/sessions/model';
import { sessionDetailQuery, sessionKeys } from '@/shared/sessions/queries';

export interface SidebarParticipant {
  id: number;
  /** The account's main character name. */
  name: string;
  avatar: string | null;
  /** The character they write as in this session, when known. */
  characterName: string | null;
  isOwner: boolean;
}


/** Account id → the character each participant writes as; polled like the session. */
export const participantsCharactersQuery = (kind: SessionKind, id: number) =>
  queryOptions({
    queryKey: sessionKeys.participantsCharacters(kind, id),
    queryFn: () => sessionApi(kind).participantsCharacters(id),
    refetchInterval: POLL.sessions,
  });

/** The owner first, the others in the session's order. */
export function sidebarParticipants(
  session: Pick<SessionRow, 'ownerId' | 'participants'>,
  characters: ParticipantsCharacters = {},
): SidebarParticipant[] {
  return session.participants
    .map((p) => {
      // Only a character other than the account's own name is worth saying ('Ilvar — jako Cień').
      const character = characters[p.id]?.character_name;
      return {
        id: p.id,
        name: p.name,
        avatar: p.avatar,
        characterName: character && character !== p.name ? character : null,
        isOwner: p.id === session.ownerId,
      };
    })
    .sort((a, b) => Number(b.isOwner) - Number(a.isOwner));
}

export function useSessionParticipants(kind: SessionKind, id: number): { participants: SidebarParticipant[]; loading: boolean } {
  const detail = useQuery(sessionDetailQuery(kind, id));
  const characters = useQuery(participantsCharactersQuery(kind, id));
  return {
    participants: detail.data ? sidebarParticipants(detail.data, characters.data) : [],
    loading: detail.isPending && detail.fetchStatus === 'fetching',
  };
}
