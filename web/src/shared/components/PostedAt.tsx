// When a message was written, as a <time> in the pl-PL date and time: the caption beside the
// sender of a session post, a tavern message and a private message alike.
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../dates';

export function PostedAt({ at }: { at: string }) {
  return (
    <Typography component="time" variant="caption" color="text.secondary" dateTime={at}>
      {formatDateTime(at)}
    </Typography>
  );
}
