// The head of the session view (spec 2 §2): title, 'Aktywna' / 'Zamknięta', owner, participants,
// and the buttons — 'Pobierz', 'Zmień postać' (participant of an open session) and the owner's
// tools (general: add, remove, close; private: close).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import GroupAdd from '@mui/icons-material/GroupAdd';
import GroupRemove from '@mui/icons-material/GroupRemove';
import Lock from '@mui/icons-material/Lock';
import Person from '@mui/icons-material/Person';
import { displayFont, palette } from '@/app/theme';
import { BusyButton } from '@/shared/components/BusyButton';
import { CharacterAvatar } from '@/shared/components/CharacterAvatar';
import { shrinkingItems, wrapAnywhere } from '@/shared/theme/textFit';
import type { SessionRow } from '@/shared/sessions/model';
import { sessionsPath } from '@/features/sessions/sessionKinds';
import { VIEW_TEXTS, type ViewPermissions } from './viewLogic';

export interface SessionHeaderProps {
  session: SessionRow;
  permissions: ViewPermissions;
  downloading: boolean;
  loadingCharacters: boolean;
  onDownload: () => void;
  onChangeCharacter: () => void;
  onAddMembers: () => void;
  onRemoveMember: () => void;
  onClose: () => void;
}

function Badge({ closed }: { closed: boolean }) {
  return (
    <Chip
      size="small"
      label={closed ? VIEW_TEXTS.closedBadge : VIEW_TEXTS.active}
      icon={closed ? <Lock fontSize="small" /> : undefined}
      data-testid="session-status"
      sx={{
        fontFamily: displayFont,
        letterSpacing: '0.05em',
        bgcolor: closed ? 'rgba(140, 114, 53, 0.2)' : 'rgba(85, 107, 47, 0.35)',
        color: closed ? palette.parchment : '#c9dca5',
        border: `1px solid ${closed ? palette.goldDim : '#6b8a3a'}`,
      }}
    />
  );
}

/** A label and its value; a name of one 30-letter word wraps, and no part is wider than the line. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, minWidth: 0, ...wrapAnywhere, ...shrinkingItems }}>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

export function SessionHeader({
  session,
  permissions,
  downloading,
  loadingCharacters,
  onDownload,
  onChangeCharacter,
  onAddMembers,
  onRemoveMember,
  onClose,
}: SessionHeaderProps) {
  return (
    <Paper component="header" sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 2, minWidth: 0 }}>
      <Link component={RouterLink} to={sessionsPath(session.kind)} variant="body2" underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <ArrowBack fontSize="inherit" aria-hidden />
        {VIEW_TEXTS.backToList}
      </Link>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Typography component="h1" variant="h5" sx={{ color: palette.gold, overflowWrap: 'anywhere', fontSize: { xs: '1.25rem', sm: '1.6rem' } }}>
          {session.title}
        </Typography>
        <Badge closed={session.closed} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, mb: 2 }}>
        <Line label="Właściciel:">
          <Link component={RouterLink} to={`/home/profile/${session.ownerId}`} underline="hover" data-testid="session-owner">
            {session.ownerName}
          </Link>
        </Line>
        <Line label={`Uczestnicy (${session.participants.length}):`}>
          {session.participants.length === 0 ? (
            <Typography component="span" variant="body2" color="text.secondary">
              Brak uczestników
            </Typography>
          ) : (
            // A chip may shrink to the line: its name is then cut with '…' (the chip's own label style).
            <Box component="ul" aria-label="Uczestnicy" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none', ...shrinkingItems }}>
              {session.participants.map((participant) => (
                <li key={participant.id}>
                  <Chip
                    size="small"
                    clickable
                    component={RouterLink}
                    to={`/home/profile/${participant.id}`}
                    avatar={<CharacterAvatar path={participant.avatar} name={participant.name} />}
                    label={participant.name}
                    title={participant.name}
                    variant={participant.id === session.ownerId ? 'filled' : 'outlined'}
                    sx={{ maxWidth: '100%' }}
                  />
                </li>
              ))}
            </Box>
          )}
        </Line>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& > *': { flex: { xs: '1 1 auto', sm: '0 0 auto' } } }}>
        <BusyButton variant="outlined" color="secondary" size="small" startIcon={<Download />} busy={downloading} onClick={onDownload}>
          {VIEW_TEXTS.download}
        </BusyButton>
        {permissions.canWrite && (
          <BusyButton variant="outlined" color="secondary" size="small" startIcon={<Person />} busy={loadingCharacters} onClick={onChangeCharacter}>
            {VIEW_TEXTS.changeCharacter}
          </BusyButton>
        )}
        {permissions.canAddMembers && (
          <Button variant="outlined" color="secondary" size="small" startIcon={<GroupAdd />} onClick={onAddMembers}>
            {VIEW_TEXTS.addMembers}
          </Button>
        )}
        {permissions.canRemoveMembers && (
          <Button variant="outlined" color="secondary" size="small" startIcon={<GroupRemove />} onClick={onRemoveMember}>
            {VIEW_TEXTS.removeMember}
          </Button>
        )}
        {permissions.canClose && (
          <Button variant="contained" color="primary" size="small" startIcon={<Lock />} onClick={onClose}>
            {VIEW_TEXTS.closeSession}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
