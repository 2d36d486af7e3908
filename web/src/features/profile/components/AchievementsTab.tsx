// OSIĄGNIĘCIA: the achievements as a bullet list, or the empty / unavailable state.
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import MilitaryTech from '@mui/icons-material/MilitaryTech';
import { palette } from '@/app/theme';

export function AchievementsTab({ achievements }: { achievements: string[] | null }) {
  if (achievements === null) {
    return <Typography color="text.secondary">Osiągnięcia są niedostępne.</Typography>;
  }
  if (achievements.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
        Ta postać nie zdobyła jeszcze żadnych osiągnięć.
      </Typography>
    );
  }
  return (
    <List aria-label="Osiągnięcia" dense>
      {achievements.map((achievement, index) => (
        <ListItem key={`${index}-${achievement}`} disableGutters>
          <ListItemIcon sx={{ minWidth: 36, color: palette.gold }}>
            <MilitaryTech aria-hidden />
          </ListItemIcon>
          <ListItemText primary={achievement} sx={{ overflowWrap: 'anywhere' }} />
        </ListItem>
      ))}
    </List>
  );
}
