// One session in the list or the archive (spec 2 §2): the title, an active or closed badge, the
// last activity with its author and character, the unread dot; for a general session's owner an
// owner badge and the participant count. The row's buttons come from the screen.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { palette } from '@/app/theme';
import { UnreadDot } from '@/shared/components/UnreadDot';
import { formatDateTime } from '@/shared/dates';
import type { SessionRow } from '@/shared/sessions/model';
import { wrapAnywhere } from '@/shared/theme/textFit';

/**
 * 'Ostatnia aktywność: 21 listopada 2026 20:58 — Morwena jako Narrator'; 'jako …' only when the
 * character is not the author's main one; just the date before any message.
 */
function lastActivityText(row: Pick<SessionRow, 'lastActivity' | 'lastAuthor' | 'lastCharacterName'>): string {
  const when = `Ostatnia aktywność: ${formatDateTime(row.lastActivity)}`;
  if (!row.lastAuthor) return when;
  const character = row.lastCharacterName && row.lastCharacterName !== row.lastAuthor ? ` jako ${row.lastCharacterName}` : '';
  return `${when} — ${row.lastAuthor}${character}`;
}

interface SessionCardProps {
  row: SessionRow;
  viewerId: number | null;
  unread?: boolean;
  /** The row's buttons. */
  children: ReactNode;
}

export function SessionCard({ row, viewerId, unread = false, children }: SessionCardProps) {
  const ownerOfGeneral = row.kind === 'general' && viewerId !== null && row.ownerId === viewerId;
  return (
    <Paper
      component="article"
      aria-label={row.title}
      data-testid="session-row"
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: { xs: 1.5, sm: 2 },
        borderLeft: '3px solid',
        borderLeftColor: unread ? palette.bloodBright : 'transparent',
      }}
    >
      {/* The title and the names may be single long words: they wrap. */}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75, ...wrapAnywhere }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          {unread && <UnreadDot />}
          <Typography component="h2" variant="h6" sx={{ fontSize: '1.15rem', mr: 0.5 }}>
            {row.title}
          </Typography>
          <Chip
            size="small"
            label={row.closed ? 'Zamknięta' : 'Aktywna'}
            color={row.closed ? 'default' : 'secondary'}
            variant="outlined"
          />
          {ownerOfGeneral && (
            <Chip size="small" label="Właściciel" sx={{ bgcolor: palette.gold, color: palette.abyss, fontWeight: 700 }} />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {lastActivityText(row)}
        </Typography>
        {ownerOfGeneral && (
          <Typography variant="body2" color="text.secondary">
            Uczestnicy: {row.participants.length}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: { xs: 'flex-start', sm: 'flex-end' }, flexShrink: 0 }}>
        {children}
      </Box>
    </Paper>
  );
}
