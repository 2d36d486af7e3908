// Opens the session on the player site in a new tab: the back office has no page of its own for it.
// Without a login there, the player site's login brings the admin back to the session (`?next=`);
// an admin without a character reads it there.
import { useRecordContext } from 'react-admin';
import type { AdminSessionBody } from '@mrok/sdk';
import Button from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { playerSitePath } from './labels';

export function OpenInGameButton({ record }: { record?: AdminSessionBody }) {
  const context = useRecordContext<AdminSessionBody>();
  const session = record ?? context;
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
