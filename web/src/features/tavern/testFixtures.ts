// Fixtures of the tavern's tests (imported by *.test.* files only).
import type { TavernMessageBody, TavernRoom } from '@mrok/sdk';

export const tavernMessage = (over: Partial<TavernMessageBody> = {}): TavernMessageBody => ({
  id: 1,
  message: '<p>Wina!</p>',
  user_id: 5,
  author_name: 'Gracz',
  character_name: 'Morwena',
  character_type: 'main',
  character_id: 9,
  created_at: '2026-11-23T10:00:00Z',
  room_id: 1,
  ...over,
});

export const HALL: TavernRoom = { id: 1, name: 'Główna sala', description: 'Dym, wino i plotki.', active_users_count: 2 };
export const CELLAR: TavernRoom = { id: 2, name: 'Piwnica', description: 'Tu się szepcze.', active_users_count: 0 };
