// GET /api/players?race=…&page=N: one page of the players list, 50 by account id, with how many
// players the race filter selects in all (admins also get registration time and last IP). The
// site never reads the whole list (the server answers at most its first 1,000 there).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PlayersService, type PlayerRowBody, type PlayersBody } from '@mrok/sdk';
import '@/lib/api';
import type { ListPage } from '@/shared/paging/usePagedList';
import { playersKeys } from './playersKeys';

/** Players a page (the server's `PLAYERS_PAGE_SIZE`), should an answer not say. */
export const PLAYERS_PAGE_SIZE = 50;

/** The server's answer as a page of rows. */
export function playersPage(answer: PlayersBody | undefined, page: number): ListPage<PlayerRowBody> {
  const rows = Array.isArray(answer?.players) ? answer.players : [];
  return {
    rows,
    total: answer?.total ?? rows.length,
    page: answer?.page ?? page,
    pageSize: answer?.pageSize ?? PLAYERS_PAGE_SIZE,
  };
}

/** One page of the list; the previous page (or race) stays on screen while the next one loads. */
export const playersPageQuery = (race: string, viewer: string | null, page: number) =>
  queryOptions({
    queryKey: playersKeys.page(race, viewer, page),
    queryFn: () => PlayersService.listPlayers({ race, page }),
    select: (answer) => playersPage(answer, page),
    placeholderData: keepPreviousData,
  });
