// OPIS: the description as saved (sanitized HTML); editors get 'Edytuj opis'.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { RichTextContent } from '@/shared/editor/RichTextContent';
import { preloadRichTextEditor } from '@/shared/editor/LazyRichTextEditor';
import type { CharacterView } from '../characters';
import { DescriptionDialog } from './DescriptionDialog';

export function DescriptionTab({ character, canEdit }: { character: CharacterView; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <Box>
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button
            variant="outlined"
            color="secondary"
            size="small"
            startIcon={<EditIcon />}
            onMouseEnter={preloadRichTextEditor}
            onFocus={preloadRichTextEditor}
            onClick={() => setEditing(true)}
          >
            Edytuj opis
          </Button>
        </Box>
      )}
      {character.description.trim() ? (
        <RichTextContent html={character.description} data-testid="description" sx={{ overflowWrap: 'anywhere' }} />
      ) : (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }} data-testid="description">
          Ta postać nie ma jeszcze opisu.
        </Typography>
      )}
      {editing && <DescriptionDialog open character={character} onClose={() => setEditing(false)} />}
    </Box>
  );
}
