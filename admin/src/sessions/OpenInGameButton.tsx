// Opens the session on the player site in a new tab: the back office has no page of its own for it.
import { useRecordContext } from 'react-admin';
import type { AdminSessionBody } from '@mrok/sdk';
import Button from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { playerSitePath } from './labels';

export function OpenInGameButton() {
  const session = useRecordContext<AdminSessionBody>();
  const href = session ? playerSitePath(session) : null;
  if (!href) return null;
  return (
    <Button
      href={href}
      target="_blank"
      rel="noopener"
      size="small"
      color="secondary"
      startIcon={<OpenInNewIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Otwórz w grze
    </Button>
  );
}
