// A button that shows a small spinner and stays disabled while its action runs.
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export function BusyButton({ busy, disabled, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button
      {...props}
      disabled={disabled || busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : props.startIcon}
    />
  );
}
