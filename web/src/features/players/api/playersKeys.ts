// Query keys of the players list. The viewer is part of the key: admins get more columns.
export const playersKeys = {
  all: ['players'] as const,
  page: (race: string, viewer: string | null, page: number) => [...playersKeys.all, 'page', race, viewer, page] as const,
};
