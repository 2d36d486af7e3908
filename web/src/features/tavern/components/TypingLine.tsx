// '… pisze…' under the messages (beyond the spec): who else in the room is writing. The line keeps
// its height so the composer does not jump.
import Typography from '@mui/material/Typography';
import { wrapAnywhere } from '@/shared/theme/textFit';
import { typingText } from '../liveFrames';

export function TypingLine({ names }: { names: readonly string[] }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      aria-live="polite"
      data-testid="tavern-typing"
      sx={{ minHeight: '1.5em', fontStyle: 'italic', px: 1, ...wrapAnywhere }}
    >
      {typingText(names)}
    </Typography>
  );
}
