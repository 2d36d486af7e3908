// The red dot of unread activity (spec 1 §4): session lists, the sidebar navigation.
import Box from '@mui/material/Box';
import { palette } from '@/app/theme';

export function UnreadDot({ label = 'Nowe wiadomości' }: { label?: string }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: palette.bloodBright,
        boxShadow: `0 0 6px ${palette.bloodBright}`,
      }}
    />
  );
}
