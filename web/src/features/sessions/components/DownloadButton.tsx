// 'Pobierz' on a list or archive row: saves the session as a text file; when there is nothing to
// download it says 'Brak danych sesji do pobrania' in the page's notice.
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { BusyButton } from '@/shared/components/BusyButton';
import { useNotify } from '@/shared/components/Notice';
import { sessionApi } from '@/shared/sessions/api';
import type { SessionKind } from '@/shared/sessions/model';
import { NO_SESSION_DATA, downloadSession } from '../download/downloadSession';

export function DownloadButton({ kind, id }: { kind: SessionKind; id: number }) {
  const [busy, setBusy] = useState(false);
  const notify = useNotify();

  const download = async () => {
    setBusy(true);
    try {
      await downloadSession(sessionApi(kind), id);
    } catch {
      notify.error(NO_SESSION_DATA);
    } finally {
      setBusy(false);
    }
  };

  return (
    <BusyButton variant="outlined" color="secondary" size="small" busy={busy} startIcon={<DownloadIcon />} onClick={() => void download()}>
      Pobierz
    </BusyButton>
  );
}
