// The skills or the flaws of a card: name, stars and 'n/6' (skills), description, the 'UKRYTE'
// badge on hidden ones (only admins receive them), and edit / delete buttons for editors.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityOff from '@mui/icons-material/LockOutlined';
import type { FlawBody, SkillBody } from '@mrok/sdk';
import { palette } from '@/app/theme';
import type { EntryKind } from '../validation';
import { SkillStars } from './SkillStars';

const WORDS = {
  skill: { list: 'Umiejętności', empty: 'Brak umiejętności.', edit: 'Edytuj umiejętność', remove: 'Usuń umiejętność' },
  flaw: { list: 'Wady', empty: 'Brak wad.', edit: 'Edytuj wadę', remove: 'Usuń wadę' },
} as const;

interface CardEntryListProps {
  kind: EntryKind;
  entries: (SkillBody | FlawBody)[];
  canEdit: boolean;
  onEdit: (entry: SkillBody | FlawBody) => void;
  onDelete: (entry: SkillBody | FlawBody) => void;
}

export function CardEntryList({ kind, entries, canEdit, onEdit, onDelete }: CardEntryListProps) {
  const words = WORDS[kind];
  if (entries.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {words.empty}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={words.list} data-testid={`${kind}-list`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          data-testid={`${kind}-entry`}
          sx={{ border: 1, borderColor: entry.hidden ? 'warning.dark' : 'divider', borderRadius: 1, p: 1.5,
            bgcolor: 'rgba(11, 10, 10, 0.35)', minWidth: 0 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
                <Typography component="span" sx={{ fontFamily: 'Cinzel, serif', fontWeight: 600, color: palette.bone, overflowWrap: 'anywhere' }}>
                  {entry.name}
                </Typography>
                {'level' in entry && <SkillStars level={entry.level} />}
                {entry.hidden && (
                  <Chip size="small" color="warning" variant="outlined" icon={<VisibilityOff />} label="UKRYTE" data-testid="hidden-badge" />
                )}
              </Box>
              {entry.description && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {entry.description}
                </Typography>
              )}
            </Box>
            {canEdit && (
              <Box sx={{ display: 'flex', flexShrink: 0 }}>
                <IconButton size="small" aria-label={`${words.edit}: ${entry.name}`} onClick={() => onEdit(entry)}>
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={`${words.remove}: ${entry.name}`} onClick={() => onDelete(entry)}>
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Box>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
