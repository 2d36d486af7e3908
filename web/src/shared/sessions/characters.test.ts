import { describe, expect, it } from 'vitest';
import { characterOptions } from './characters';

const character = (id: number, name: string, characterNumber: number, avatar?: string) => ({
  id,
  name,
  avatar,
  race: 'Wampir',
  gender: 'Kobieta',
  characterNumber,
});

describe('the characters a player can write as', () => {
  it('are the main one, each secondary one and the Narrator, in that order', () => {
    const options = characterOptions({
      mainCharacter: character(7, 'Morwena', 0, '/uploads/m.png'),
      secondaryCharacters: [character(31, 'Cień', 1), character(32, 'Lis', 2)],
    });
    expect(options).toEqual([
      { type: 'main', id: 7, name: 'Morwena', avatar: '/uploads/m.png' },
      { type: 'secondary', id: 31, name: 'Cień', avatar: null },
      { type: 'secondary', id: 32, name: 'Lis', avatar: null },
      { type: 'narrator', id: null, name: 'Narrator' },
    ]);
  });

  it('leave only the Narrator without characters (after a reset)', () => {
    expect(characterOptions({ secondaryCharacters: [] })).toEqual([{ type: 'narrator', id: null, name: 'Narrator' }]);
  });
});
