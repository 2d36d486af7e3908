// /home/players, 'Lista Graczy' (spec 3 §2.7): the players with id, nick, race and gender; admins
// also see the registration date and the last IP. A race filter; the nick leads to the profile.
// One page of 50 at a time (?strona=N, like the session lists), MUI Pagination under the table
// when there is more than one page; the race is in the address too (?rasa=wilkołak), and another
// race starts again at page 1. The page shown stays, dimmed with 'Ładowanie...', while the next
// page (or race) loads.
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api';
import { ListPagination } from '@/shared/paging/ListPagination';
import { searchWithPage } from '@/shared/paging/listPaging';
import { usePagedList } from '@/shared/paging/usePagedList';
import { can } from '@/shared/access/can';
import { readSession } from '@/shared/session';
import { playersPageQuery } from '../api/playersPageQuery';
import { PlayersTable } from '../components/PlayersTable';
import { PLAYERS_PAGES_LABEL, RACE_FILTERS, isRaceFilter, type RaceFilter } from '../playersTable';

/** The search parameter holding the race filter (absent: every race). */
const RACE_PARAM = 'rasa';

export default function PlayersPage() {
  const session = readSession();
  const details = can(session.role, 'seePlayerDetails');
  const [params, setParams] = useSearchParams();
  const asked = params.get(RACE_PARAM) ?? '';
  const race: RaceFilter = isRaceFilter(asked) ? asked : '';
  const { list: players, rows, page, pages, pastTheEnd, goTo, heading } = usePagedList((page) =>
    playersPageQuery(race, session.userId, page),
  );

  const chooseRace = (value: string) => {
    if (!isRaceFilter(value) || value === race) return;
    setParams((current) => {
      const next = searchWithPage(current, 1);
      if (value) next.set(RACE_PARAM, value);
      else next.delete(RACE_PARAM);
      return next;
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography ref={heading} component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          Lista Graczy
        </Typography>
        <TextField
          select
          size="small"
          label="Rasa"
          value={race}
          onChange={(event) => chooseRace(event.target.value)}
          sx={{ width: { xs: '100%', sm: 240 } }}
          slotProps={{ select: { displayEmpty: true, MenuProps: { disableScrollLock: true } }, inputLabel: { shrink: true } }}
        >
          {RACE_FILTERS.map((option) => (
            <MenuItem key={option.value || 'all'} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {players.isPending ? (
        <Typography color="text.secondary" role="status">Ładowanie...</Typography>
      ) : players.isError ? (
        <Alert severity="error">{errorMessage(players.error, 'Nie udało się pobrać listy graczy.')}</Alert>
      ) : rows.length === 0 ? (
        pastTheEnd ? null : <Typography color="text.secondary">Brak graczy</Typography>
      ) : (
        <Box sx={{ opacity: players.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms', minWidth: 0 }} aria-busy={players.isPlaceholderData}>
          {players.isPlaceholderData && (
            <Typography color="text.secondary" role="status" sx={{ mb: 1 }}>Ładowanie...</Typography>
          )}
          <PlayersTable players={rows} details={details} />
        </Box>
      )}
      <ListPagination page={page} pages={pages} onChange={goTo} label={PLAYERS_PAGES_LABEL} />
    </Box>
  );
}
