// The characters a player can write as in a session (spec 2 §3): the main one, each secondary
// one, and the Narrator (avatars as the API's paths). GET /api/users/{id}/characters.
import { queryOptions } from '@tanstack/react-query';
import { PlayersService, type UserCharactersBody } from '@mrok/sdk';
import '@/lib/api';
import { NARRATOR_OPTION, type CharacterOption } from '../composer/characterOptions';

const userCharactersKey = (userId: number) => ['users', userId, 'characters'] as const;

/** Main first, then the secondary ones, then the Narrator. */
export function characterOptions(body: UserCharactersBody): CharacterOption[] {
  const own = [
    ...(body.mainCharacter ? [{ type: 'main' as const, character: body.mainCharacter }] : []),
    ...body.secondaryCharacters.map((character) => ({ type: 'secondary' as const, character })),
  ];
  return [
    ...own.map(({ type, character }) => ({ type, id: character.id, name: character.name, avatar: character.avatar ?? null })),
    NARRATOR_OPTION,
  ];
}

export const userCharactersQuery = (userId: number) =>
  queryOptions({
    queryKey: userCharactersKey(userId),
    queryFn: () => PlayersService.getUserCharacters({ id: userId }),
    select: characterOptions,
    staleTime: 60_000,
  });
