// On the tavern route the sidebar lists the tavern's guests (spec 1 §2, spec 2 §2): the character
// each is inside as, coloured by type, and their room. Failures are silent: 'Karczma jest pusta...'.
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { characterNameSx } from '@/shared/sessions/characterStyle';
import { useTavernParticipants } from '@/shared/tavern/queries';
import { wrapAnywhere } from '@/shared/theme/textFit';

export function TavernParticipantsPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { participants, loading } = useTavernParticipants();
  return (
    <Box component="aside" aria-label="Goście karczmy" data-testid="tavern-participants" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5, color: 'secondary.main' }}>
        W karczmie{participants.length > 0 ? ` (${participants.length})` : ''}
      </Typography>
      {loading ? (
        <Typography color="text.secondary" role="status">
          Ładowanie...
        </Typography>
      ) : participants.length === 0 ? (
        <Typography color="text.secondary">Karczma jest pusta...</Typography>
      ) : (
        <List dense disablePadding>
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
        </List>
      )}
    </Box>
  );
}
