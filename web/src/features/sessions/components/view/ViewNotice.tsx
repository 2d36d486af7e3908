// The session view's one Snackbar for what happens outside a dialog (a failed download, a
// character list that would not load).
import { useCallback, useState } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

interface Notice {
  severity: AlertColor;
  text: string;
  key: number;
}

export function useViewNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((severity: AlertColor, text: string) => {
    setNotice({ severity, text, key: Date.now() });
    setOpen(true);
  }, []);
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };
  const element = (
    <Snackbar
      key={notice?.key}
      open={open}
      autoHideDuration={notice?.severity === 'error' ? 8000 : 5000}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 88, md: 24 } }}
    >
      <Alert
        onClose={close}
        severity={notice?.severity ?? 'info'}
        variant="filled"
        role={notice?.severity === 'error' ? 'alert' : 'status'}
        data-testid="session-notice"
        sx={{ width: '100%', maxWidth: 560 }}
      >
        {notice?.text}
      </Alert>
    </Snackbar>
  );
  return { show, element };
}
