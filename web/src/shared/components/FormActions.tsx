// The end of an inline form (a news item, a lore entry): 'Anuluj' and the submit button, right.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BusyButton } from './BusyButton';

interface FormActionsProps {
  busy: boolean;
  onCancel: () => void;
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
}

export function FormActions({ busy, onCancel, cancelLabel, submitLabel }: FormActionsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      <Button onClick={onCancel} color="secondary" disabled={busy}>
        {cancelLabel}
      </Button>
      <BusyButton type="submit" variant="contained" busy={busy}>
        {submitLabel}
      </BusyButton>
    </Box>
  );
}
