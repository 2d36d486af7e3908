// Where a character lives in the game: its owner's profile on the player site (secondary
// characters are tabs of the same profile), opened in a new tab.
import type { MouseEvent } from 'react';
import { useRecordContext } from 'react-admin';
import type { AdminCharacterBody } from '@mrok/sdk';
import Button from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { gameProfilePath } from './labels';

export function GameProfileLink() {
  const character = useRecordContext<AdminCharacterBody>();
  if (!character) return null;
  return (
    <Button
      href={gameProfilePath(character)}
      target="_blank"
      rel="noopener"
      size="small"
      color="secondary"
      startIcon={<OpenInNewIcon />}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Profil w grze
    </Button>
  );
}
