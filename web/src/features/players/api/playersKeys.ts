// Query keys of the players list. The viewer is part of the key: admins get more columns.
export const playersKeys = {
  all: ['players'] as const,
  list: (race: string, viewer: string | null) => [...playersKeys.all, 'list', race, viewer] as const,
};
