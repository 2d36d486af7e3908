// On a session view the sidebar lists that session's participants (spec 1 §2): avatar, main
// character name and the character each writes as, the owner first and marked. Failures are
// silent: 'Brak uczestników'.
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Link as RouterLink } from 'react-router';
import { palette } from '@/app/theme';
import { CharacterAvatar } from '@/shared/components/CharacterAvatar';
import type { SessionKind } from '@/shared/sessions/model';
import { useSessionParticipants } from '../api/sessionParticipants';
import { SidePanel } from './SidePanel';

interface SessionParticipantsPanelProps {
  kind: SessionKind;
  id: number;
  onNavigate?: () => void;
}

export function SessionParticipantsPanel({ kind, id, onNavigate }: SessionParticipantsPanelProps) {
  const { participants, loading } = useSessionParticipants(kind, id);
  return (
    <SidePanel label="Uczestnicy sesji" testId="session-participants" heading="Uczestnicy" count={participants.length} loading={loading} empty="Brak uczestników">
      {participants.map((participant) => (
        <li key={participant.id}>
          <ListItemButton
            component={RouterLink}
            to={`/home/profile/${participant.id}`}
            onClick={onNavigate}
            sx={{ borderRadius: 1, px: 1, gap: 1 }}
          >
            <ListItemAvatar sx={{ minWidth: 0 }}>
              <CharacterAvatar path={participant.avatar} name={participant.name} size={36} sx={{ border: `1px solid ${palette.goldDim}` }} />
            </ListItemAvatar>
            <ListItemText
              primary={participant.characterName ? `${participant.name} — jako ${participant.characterName}` : participant.name}
              secondary={participant.isOwner ? 'Właściciel' : undefined}
              slotProps={{
                primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                secondary: { sx: { fontSize: '0.85rem', color: palette.gold } },
              }}
              sx={{ minWidth: 0 }}
            />
            {participant.isOwner && <WorkspacePremiumIcon fontSize="small" aria-hidden sx={{ color: palette.gold, flexShrink: 0 }} />}
          </ListItemButton>
        </li>
      ))}
    </SidePanel>
  );
}
