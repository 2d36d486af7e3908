// A page's one Snackbar: its success and error texts show here, in an Alert (never
// window.alert). Wrap the page in <NoticeProvider>; its components reach it through useNotify().
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface Notify {
  success: (text: string) => void;
  error: (text: string) => void;
  info: (text: string) => void;
}

const silent: Notify = { success: () => {}, error: () => {}, info: () => {} };
const NotifyContext = createContext<Notify>(silent);

export const useNotify = () => useContext(NotifyContext);

interface Notice {
  severity: AlertColor;
  text: string;
  key: number;
}

export function NoticeProvider({ children, testId = 'notice' }: { children: ReactNode; testId?: string }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((severity: AlertColor, text: string) => {
    setNotice({ severity, text, key: Date.now() });
    setOpen(true);
  }, []);
  const notify = useMemo<Notify>(
    () => ({
      success: (text) => show('success', text),
      error: (text) => show('error', text),
      info: (text) => show('info', text),
    }),
    [show],
  );
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };
  return (
    <NotifyContext.Provider value={notify}>
      {children}
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
          data-testid={testId}
          sx={{ width: '100%', maxWidth: 560 }}
        >
          {notice?.text}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
}
