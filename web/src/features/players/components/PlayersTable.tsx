// The players table. On a phone it scrolls sideways inside its own box, never the page, and a
// gold shade on the side with more columns says so.
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import type { PlayerRowBody } from '@mrok/sdk';
import { palette } from '@/app/theme';
import { scrollShades } from '@/shared/theme/scrollShades';
import { cell, columnsFor, registeredOn } from '../playersTable';

/** Where more of the table lies sideways, a gold shade shows. */
const scrollShadesSx = { background: scrollShades(palette.stone) } as const;

const headSx = { fontFamily: 'Cinzel, serif', fontWeight: 700, color: 'secondary.main', whiteSpace: 'nowrap' } as const;

export function PlayersTable({ players, details }: { players: PlayerRowBody[]; details: boolean }) {
  return (
    <TableContainer component={Paper} data-testid="players-table" sx={{ maxWidth: '100%', overflowX: 'auto', ...scrollShadesSx }}>
      <Table size="small" aria-label="Lista graczy" sx={{ minWidth: details ? 720 : 360 }}>
        <TableHead>
          <TableRow>
            {columnsFor(details).map((column) => (
              <TableCell key={column} sx={headSx}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {players.map((player) => (
            <TableRow key={player.id} hover>
              <TableCell>{player.id}</TableCell>
              <TableCell>
                <Button
                  component={RouterLink}
                  to={`/home/profile/${player.id}`}
                  size="small"
                  color="secondary"
                  sx={{ textTransform: 'none', fontFamily: 'inherit', fontSize: '1rem', fontWeight: 600, letterSpacing: 0, px: 1, textAlign: 'left' }}
                >
                  {cell(player.nickname)}
                </Button>
              </TableCell>
              <TableCell>{cell(player.race)}</TableCell>
              <TableCell>{cell(player.gender)}</TableCell>
              {details && <TableCell sx={{ whiteSpace: 'nowrap' }}>{registeredOn(player.created_at)}</TableCell>}
              {details && <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>{cell(player.last_ip)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
