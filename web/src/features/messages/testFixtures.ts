// Conversations and messages for the messages tests.
import type { CancelablePromise, Conversation, ConversationMessage } from '@mrok/sdk';

export const ME = 7;
export const OTHER = 9;

/** What a mocked SDK call answers: the value, or the error it fails with (typed by the call). */
export const answer = <T,>(value: NoInfer<T> | Error) =>
  (value instanceof Error ? Promise.reject(value) : Promise.resolve(value)) as unknown as CancelablePromise<T>;

export function conversation(fields: Partial<Conversation> = {}): Conversation {
  return {
    id: 5,
    name: 'Nocna wizyta',
    created_at: '2026-11-23T07:00:00Z',
    last_activity: '2026-11-23T08:00:00Z',
    seen_at: '2026-11-23T08:00:00Z',
    is_participant: true,
    other_user_id: OTHER,
    other_user_name: 'Ilvar',
    other_user_left: false,
    ...fields,
  };
}

/** Message `id`, written `id` minutes after 07:00 (so ids and times rise together). */
export function message(id: number, fields: Partial<ConversationMessage> = {}): ConversationMessage {
  return {
    id,
    conversation_id: 5,
    sender_id: OTHER,
    sender_name: 'Ilvar',
    content: `<p>Wiadomość ${id}</p>`,
    created_at: new Date(Date.UTC(2026, 10, 23, 7, 0) + id * 60_000).toISOString(),
    ...fields,
  };
}

export const messages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
