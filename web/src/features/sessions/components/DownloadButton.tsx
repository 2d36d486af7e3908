// 'Pobierz' on a list or archive row: saves the session as a text file; when there is nothing to
// download it says 'Brak danych sesji do pobrania' in a snackbar.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import DownloadIcon from '@mui/icons-material/Download';
import { BusyButton } from '../../../shared/components/BusyButton';
import { sessionApi } from '../../../shared/sessions/api';
import type { SessionKind } from '../../../shared/sessions/model';
import { NO_SESSION_DATA, downloadSession } from '../download/downloadSession';

export function DownloadButton({ kind, id }: { kind: SessionKind; id: number }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    try {
      await downloadSession(sessionApi(kind), id);
    } catch {
      setError(NO_SESSION_DATA);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <BusyButton variant="outlined" color="secondary" size="small" busy={busy} startIcon={<DownloadIcon />} onClick={() => void download()}>
        Pobierz
      </BusyButton>
      <Snackbar
        open={error !== null}
        autoHideDuration={6_000}
        onClose={(_event, reason) => reason !== 'clickaway' && setError(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={() => setError(null)}>
          {error}
        </Alert>
      </Snackbar>
    </>
  );
}
