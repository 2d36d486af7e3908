import { describe, expect, it } from 'vitest';
import { sidebarParticipants } from './sessionParticipants';

const session = {
  ownerId: 7,
  participants: [
    { id: 9, name: 'Ilvar', avatar: '/uploads/i.png' },
    { id: 7, name: 'Morwena', avatar: null },
    { id: 12, name: 'Oskar', avatar: null },
  ],
};

describe('the participants in the sidebar', () => {
  it('lists the owner first and marks only the owner', () => {
    const list = sidebarParticipants(session);
    expect(list.map((p) => [p.name, p.isOwner])).toEqual([
      ['Morwena', true],
      ['Ilvar', false],
      ['Oskar', false],
    ]);
  });

  it('gives each the character they write as, when known', () => {
    const list = sidebarParticipants(session, {
      9: { character_type: 'secondary', character_name: 'Cień' },
      7: { character_type: 'narrator', character_name: 'Narrator' },
    });
    expect(list.map((p) => p.characterName)).toEqual(['Narrator', 'Cień', null]);
    expect(list[1].avatar).toBe('/uploads/i.png');
  });

  it('is empty for a session without participants', () => {
    expect(sidebarParticipants({ ownerId: 7, participants: [] })).toEqual([]);
  });
});
