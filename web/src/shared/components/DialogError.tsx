// Why a dialog's action failed, under its fields (nothing while there is no error).
import Alert from '@mui/material/Alert';

export function DialogError({ error }: { error: string | null }) {
  return error ? (
    <Alert severity="error" sx={{ mt: 2 }}>
      {error}
    </Alert>
  ) : null;
}
