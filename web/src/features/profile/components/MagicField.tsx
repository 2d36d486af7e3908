// The magic ability (spec 1 §4): shown when chosen; an editor of a character without it picks
// 'Tak' or 'Nie' once ('Wybór jednorazowy'), confirmed in a dialog first: a slip of the mouse
// cannot make it.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { errorMessage } from '@/lib/api';
import { palette } from '@/app/theme';
import type { CharacterView } from '../characters';
import { MAGIC_CHOICES } from '../validation';
import { useChooseMagic } from '../api/useChooseMagic';
import { useNotify } from '@/shared/components/Notice';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';

export function MagicField({ character, canEdit }: { character: CharacterView; canEdit: boolean }) {
  const notify = useNotify();
  const choose = useChooseMagic(character.target);
  const [asked, setAsked] = useState<'Tak' | 'Nie' | null>(null);

  if (character.magic) return <span data-testid="magic-value">{character.magic}</span>;
  if (!canEdit) return <span>Nie wybrano</span>;

  const pick = (magic: 'Tak' | 'Nie') =>
    choose.mutate(magic, {
      onSuccess: () => notify.success('Zdolności magiczne zostały zaktualizowane!'),
      onError: (failure) => notify.error(errorMessage(failure, 'Nie udało się zapisać zdolności magicznych')),
      onSettled: () => setAsked(null),
    });

  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Box component="span" role="group" aria-label="Wybierz zdolności magiczne" sx={{ display: 'inline-flex', gap: 1 }}>
        {MAGIC_CHOICES.map((magic) => (
          <Button
            key={magic}
            size="small"
            variant="outlined"
            color="secondary"
            disabled={choose.isPending}
            onClick={() => setAsked(magic)}
            aria-label={`Zdolności magiczne: ${magic}`}
            aria-describedby={`magic-warning-${character.tabId}`}
            sx={{ minWidth: 56, py: 0 }}
          >
            {magic}
          </Button>
        ))}
      </Box>
      <Typography
        id={`magic-warning-${character.tabId}`}
        component="span"
        variant="caption"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: palette.gold }}
      >
        <WarningAmber fontSize="inherit" aria-hidden /> Wybór jednorazowy
      </Typography>
      <ConfirmDialog
        open={asked !== null}
        title={`Zdolności magiczne: ${asked ?? ''}?`}
        confirmLabel={`Tak, wybieram „${asked ?? ''}”`}
        cancelLabel="Jeszcze nie"
        focus="cancel"
        busy={choose.isPending}
        onConfirm={() => asked && pick(asked)}
        onCancel={() => setAsked(null)}
      >
        To wybór jednorazowy: {character.name} {asked === 'Tak' ? 'będzie władać magią' : 'nie będzie władać magią'}, a zmienić to
        może potem tylko administracja.
      </ConfirmDialog>
    </Box>
  );
}
