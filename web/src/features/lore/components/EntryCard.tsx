// One entry's card: its title, which opens the entry (spec 3 §2.2) — in the page's modal, or
// expanded here inline — and, for those who edit, 'Edytuj' and 'Usuń'.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { wrapAnywhere } from '@/shared/theme/textFit';
import { palette } from '@/shared/theme/tokens';
import type { LoreItem } from '../api/contentApi';
import type { DetailMode } from '../detailMode';
import { LORE_TEXTS } from '../texts';
import { entryElementId } from '../useAddressedEntry';
import { coverSrc, EntryDetails } from './EntryDetails';
import { teaser } from '../teaser';
import type { ViewedImage } from './ImageViewer';

interface EntryCardProps {
  /** Names the list in the card's element id (the collection, or 'bestiary'). */
  scope: string;
  item: LoreItem;
  mode: DetailMode;
  /** Open inline (only in inline mode). */
  expanded: boolean;
  onOpen: () => void;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onEnlarge?: (image: ViewedImage) => void;
  titleComponent?: 'h2' | 'h3';
}

export function EntryCard({ scope, item, mode, expanded, onOpen, canEdit, onEdit, onDelete, onEnlarge, titleComponent = 'h2' }: EntryCardProps) {
  const detailsId = `${entryElementId(scope, item.id)}-details`;
  const inline = mode === 'inline';
  const open = inline && expanded;
  const line = teaser(item.body);
  const cover = coverSrc(item.image);
  return (
    <Paper
      component="article"
      id={entryElementId(scope, item.id)}
      data-testid="lore-card"
      sx={{ gridColumn: open ? '1 / -1' : undefined, overflow: 'hidden', scrollMarginTop: 16, borderColor: open ? 'rgba(201, 164, 76, 0.4)' : undefined }}
    >
      <Typography component={titleComponent} sx={{ m: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>
        <ButtonBase
          onClick={onOpen}
          aria-expanded={inline ? open : undefined}
          aria-controls={inline ? detailsId : undefined}
          aria-haspopup={inline ? undefined : 'dialog'}
          sx={{
            width: '100%',
            justifyContent: 'space-between',
            gap: 1,
            textAlign: 'left',
            px: 2,
            py: 1.75,
            fontFamily: 'Cinzel, serif',
            fontSize: '1.05rem',
            fontWeight: 600,
            color: palette.parchment,
            '&:hover': { bgcolor: 'rgba(201, 164, 76, 0.08)' },
          }}
        >
          {/* A title of one long word wraps, and the arrow keeps its place at the end. */}
          <Box component="span" sx={{ minWidth: 0, ...wrapAnywhere }}>{item.title}</Box>
          {inline && <ExpandMoreIcon aria-hidden sx={{ flexShrink: 0, transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none', color: palette.gold }} />}
        </ButtonBase>
      </Typography>
      {/* What the entry is about, before it is opened: its cover and the start of its text. */}
      {!open && (line || cover) && (
        <Box data-testid="lore-teaser" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', px: 2, pb: 1.5, mt: -0.75 }}>
          {cover && (
            <Box component="img" src={cover} alt="" loading="lazy" data-testid="lore-cover"
              sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, flexShrink: 0, border: '1px solid rgba(201, 164, 76, 0.25)' }} />
          )}
          {line && (
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0, ...wrapAnywhere }}>
              {line}
            </Typography>
          )}
        </Box>
      )}
      {inline && (
        <Collapse in={open} unmountOnExit>
          <Box id={detailsId} role="region" aria-label={item.title} sx={{ px: 2, pb: 2 }}>
            <EntryDetails item={item} onEnlarge={onEnlarge} />
          </Box>
        </Collapse>
      )}
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 1.5, pb: 1.25 }}>
          <Button size="small" color="secondary" onClick={onEdit} aria-label={`${LORE_TEXTS.edit}: ${item.title}`}>
            {LORE_TEXTS.edit}
          </Button>
          <Button size="small" color="primary" onClick={onDelete} aria-label={`${LORE_TEXTS.remove}: ${item.title}`}>
            {LORE_TEXTS.remove}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
