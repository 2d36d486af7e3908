// GET /api/players?race=…: the players list (admins also get registration time and last IP).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PlayersService } from '@mrok/sdk';
import '../../../lib/api';
import { playersKeys } from './playersKeys';

export const listPlayersQuery = (race: string, viewer: string | null) =>
  queryOptions({
    queryKey: playersKeys.list(race, viewer),
    queryFn: () => PlayersService.listPlayers({ race }),
    select: (answer) => (Array.isArray(answer?.players) ? answer.players : []),
  });

export function useListPlayers(race: string, viewer: string | null) {
  return useQuery({ ...listPlayersQuery(race, viewer), placeholderData: keepPreviousData });
}
