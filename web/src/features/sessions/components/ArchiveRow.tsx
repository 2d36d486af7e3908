// A row of the archive: 'Przeglądaj' opens the view without marking it seen, 'Pobierz' saves the
// text, and the owner may 'Przywróć' it (the page asks for a confirmation first).
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { SessionRow } from '@/shared/sessions/model';
import { FROM_ARCHIVE, sessionPath } from '../sessionKinds';
import { DownloadButton } from './DownloadButton';
import { SessionCard } from './SessionCard';

interface ArchiveRowProps {
  row: SessionRow;
  viewerId: number | null;
  onReopen: (row: SessionRow) => void;
}

export function ArchiveRow({ row, viewerId, onReopen }: ArchiveRowProps) {
  return (
    <SessionCard row={row} viewerId={viewerId}>
      <Button component={RouterLink} to={sessionPath(row.kind, row.id)} state={FROM_ARCHIVE} variant="contained" size="small">
        Przeglądaj
      </Button>
      <DownloadButton kind={row.kind} id={row.id} />
      {viewerId !== null && row.ownerId === viewerId && (
        <Button variant="outlined" color="secondary" size="small" onClick={() => onReopen(row)}>
          Przywróć
        </Button>
      )}
    </SessionCard>
  );
}
