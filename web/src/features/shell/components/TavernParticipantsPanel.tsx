// On the tavern route the sidebar lists the tavern's guests (spec 1 §2, spec 2 §2): the character
// each is inside as, coloured by type, and their room. Failures are silent: 'Karczma jest pusta...'.
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { characterNameSx } from '@/shared/sessions/characterStyle';
import { useTavernParticipants } from '@/shared/tavern/queries';
import { wrapAnywhere } from '@/shared/theme/textFit';
import { SidePanel } from './SidePanel';

export function TavernParticipantsPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { participants, loading } = useTavernParticipants();
  return (
    <SidePanel label="Goście karczmy" testId="tavern-participants" heading="W karczmie" count={participants.length} loading={loading} empty="Karczma jest pusta...">
      {participants.map((guest) => (
        <li key={guest.user_id}>
          <ListItemButton component={RouterLink} to={`/home/profile/${guest.user_id}`} onClick={onNavigate} sx={{ borderRadius: 1, px: 1 }}>
            <ListItemText
              primary={guest.character_name}
              secondary={guest.room_name ?? 'wybiera pokój'}
              slotProps={{ primary: { sx: characterNameSx(guest.character_type) } }}
              sx={wrapAnywhere}
            />
          </ListItemButton>
        </li>
      ))}
    </SidePanel>
  );
}
