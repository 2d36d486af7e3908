// One model for general and private sessions (spec 2 §3): the SDK's two shapes are mapped here,
// so every screen is one component configured by the session kind.
import type {
  CharacterType,
  GeneralMessageBody,
  GeneralSessionBody,
  PrivateMessageBody,
  PrivateSessionBody,
  PrivateSessionDetailBody,
  SessionKind,
} from '@mrok/sdk';

export type { CharacterType, SessionKind };

export interface SessionParticipant {
  id: number;
  /** The account's main character name. */
  name: string;
  avatar: string | null;
}

export interface SessionRow {
  kind: SessionKind;
  id: number;
  title: string;
  closed: boolean;
  ownerId: number;
  ownerName: string;
  createdAt: string;
  lastActivity: string;
  lastAuthor: string | null;
  lastCharacterName: string | null;
  lastCharacterType: CharacterType | null;
  isParticipant: boolean;
  seenAt: string | null;
  messageCount: number;
  /** Known for general sessions in lists; for both kinds in the detail view. */
  participants: SessionParticipant[];
}

export interface SessionMessage {
  id: number;
  authorId: number;
  authorName: string;
  /** Sanitized HTML. */
  html: string;
  characterType: CharacterType;
  characterId: number | null;
  characterName: string;
  characterAvatar: string | null;
  createdAt: string;
  editedAt: string | null;
}

/**
 * Who wrote a message, said beside its character's name: the account's name, or null when it
 * would only repeat the name (a player writing as their own main character).
 */
export function authorBeside(message: Pick<SessionMessage, 'authorName' | 'characterName'>): string | null {
  const author = message.authorName.trim();
  return author && author !== message.characterName.trim() ? author : null;
}

/** A character to write as: one of the player's, or the narrator (no id). */
export interface CharacterChoice {
  type: CharacterType;
  id: number | null;
  name: string;
}

/** The fields both kinds of session answer under the same names. */
type CommonSessionFields = Pick<
  GeneralSessionBody,
  'id' | 'title' | 'closed' | 'created_at' | 'last_activity' | 'last_author' | 'last_character_name' | 'last_character_type' | 'is_participant' | 'seen_at' | 'message_count'
>;

function row(
  kind: SessionKind,
  s: CommonSessionFields,
  owner: { id: number; name: string },
  participants: SessionParticipant[],
): SessionRow {
  return {
    kind,
    id: s.id,
    title: s.title,
    closed: s.closed,
    ownerId: owner.id,
    ownerName: owner.name,
    createdAt: s.created_at,
    lastActivity: s.last_activity,
    lastAuthor: s.last_author ?? null,
    lastCharacterName: s.last_character_name ?? null,
    lastCharacterType: s.last_character_type ?? null,
    isParticipant: s.is_participant,
    seenAt: s.seen_at ?? null,
    messageCount: s.message_count,
    participants,
  };
}

export function fromGeneral(s: GeneralSessionBody): SessionRow {
  const participants = s.participants.map((p) => ({ id: p.id, name: p.user, avatar: p.avatar ?? null }));
  return row('general', s, { id: s.created_by, name: s.created_by_name }, participants);
}

export function fromPrivate(s: PrivateSessionBody, participants: SessionParticipant[] = []): SessionRow {
  return row('private', s, { id: s.owner_id, name: s.owner_name }, participants);
}

export function fromPrivateDetail(d: PrivateSessionDetailBody): SessionRow {
  return fromPrivate(
    d.session,
    d.participants.map((p) => ({ id: p.user_id, name: p.user_name, avatar: p.avatar ?? null })),
  );
}

/** The fields both kinds of message answer under the same names. */
type CommonMessageFields = Pick<
  GeneralMessageBody,
  'id' | 'message' | 'character_type' | 'character_id' | 'character_name' | 'character_avatar' | 'created_at' | 'edited_at'
>;

function message(m: CommonMessageFields, author: { id: number; name: string }): SessionMessage {
  return {
    id: m.id,
    authorId: author.id,
    authorName: author.name,
    html: m.message,
    characterType: m.character_type,
    characterId: m.character_id ?? null,
    characterName: m.character_name,
    characterAvatar: m.character_avatar ?? null,
    createdAt: m.created_at,
    editedAt: m.edited_at ?? null,
  };
}

export function fromGeneralMessage(m: GeneralMessageBody): SessionMessage {
  return message(m, { id: m.user_id, name: m.username });
}

export function fromPrivateMessage(m: PrivateMessageBody): SessionMessage {
  return message(m, { id: m.author_id, name: m.author_name });
}
