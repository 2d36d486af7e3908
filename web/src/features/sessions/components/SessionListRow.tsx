// A row of the session list: 'Otwórz' leads to the view, 'Pobierz' saves the text; the dot shows
// new messages for a participant (spec 2 §4).
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { SessionRow } from '@/shared/sessions/model';
import { isUnread } from '@/shared/sessions/unread';
import { sessionPath } from '../sessionKinds';
import { DownloadButton } from './DownloadButton';
import { SessionCard } from './SessionCard';

interface SessionListRowProps {
  row: SessionRow;
  viewerId: number | null;
  /** This browser's seen map of the kind (`readSeenMap`). */
  seenMap: Record<string, string>;
}

export function SessionListRow({ row, viewerId, seenMap }: SessionListRowProps) {
  return (
    <SessionCard row={row} viewerId={viewerId} unread={isUnread(row, seenMap)}>
      <Button component={RouterLink} to={sessionPath(row.kind, row.id)} variant="contained" size="small">
        Otwórz
      </Button>
      <DownloadButton kind={row.kind} id={row.id} />
    </SessionCard>
  );
}
