// The admins' first view (spec 3 §2.13): the players with reports, each with its counts
// (pending, accepted, rejected, total) and the date of the last report; choosing one opens
// their reports.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { ReportingPlayer } from '@mrok/sdk';
import { formatDateTime } from '@/shared/dates';
import { REPORT_TEXTS } from '../texts';

export const playerName = (player: Pick<ReportingPlayer, 'username'> | undefined) => player?.username?.trim() || REPORT_TEXTS.unknown;

export function ReportingPlayerList({ players, onOpen }: { players: ReportingPlayer[]; onOpen: (player: ReportingPlayer) => void }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {players.map((player) => {
        const name = playerName(player);
        return (
          <Paper component="li" key={player.id} data-testid="reporting-player" sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <Box sx={{ flex: '1 1 16rem', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
              <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                <Chip size="small" variant="outlined" color={player.pending_reports > 0 ? 'warning' : 'default'} label={`${REPORT_TEXTS.counts.pending}: ${player.pending_reports}`} />
                <Chip size="small" variant="outlined" color="success" label={`${REPORT_TEXTS.counts.accepted}: ${player.accepted_reports}`} />
                <Chip size="small" variant="outlined" color="error" label={`${REPORT_TEXTS.counts.rejected}: ${player.rejected_reports}`} />
                <Chip size="small" variant="outlined" label={`${REPORT_TEXTS.counts.total}: ${player.total_reports}`} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {REPORT_TEXTS.lastReport}: {player.last_report_date ? formatDateTime(player.last_report_date) : REPORT_TEXTS.none}
              </Typography>
            </Box>
            <Button variant="outlined" color="secondary" endIcon={<ChevronRightIcon />} onClick={() => onOpen(player)} aria-label={REPORT_TEXTS.showReports(name)}>
              {REPORT_TEXTS.open}
            </Button>
          </Paper>
        );
      })}
    </Box>
  );
}
