// One fold of the bestiary (spec 3 §2.4): a category's title (a button that shows or hides its
// beasts), its description, its beasts as cards, and for editors the category's Edytuj/Usuń. The
// beasts without a category use the same fold without a category.
import type { ReactNode } from 'react';
import type { Beast, BestiaryCategory } from '@mrok/sdk';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { RichTextContent } from '@/shared/editor/RichTextContent';
import { wrapAnywhere } from '@/shared/theme/textFit';
import { palette } from '@/shared/theme/tokens';
import { BESTIARY_TEXTS, LORE_TEXTS } from '@/features/lore/texts';
import { CARD_GRID_SX } from '../layout';

interface CategorySectionProps {
  /** Null for 'Bestie bez kategorii'. */
  category: BestiaryCategory | null;
  beasts: Beast[];
  expanded: boolean;
  onToggle: () => void;
  canEdit: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The beasts' cards. */
  children: ReactNode;
}

export function CategorySection({ category, beasts, expanded, onToggle, canEdit, onEdit, onDelete, children }: CategorySectionProps) {
  const key = category ? `category-${category.id}` : 'category-none';
  const title = category ? category.title : BESTIARY_TEXTS.uncategorized;
  return (
    <Paper component="section" aria-labelledby={`${key}-title`} data-testid="bestiary-category" sx={{ p: 0, overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <Typography id={`${key}-title`} component="h2" sx={{ flex: 1, m: 0, minWidth: 200 }}>
          <ButtonBase
            onClick={onToggle}
            aria-expanded={expanded}
            aria-controls={`${key}-body`}
            sx={{ width: '100%', justifyContent: 'flex-start', gap: 1, px: 2, py: 1.5, textAlign: 'left', fontFamily: 'Cinzel, serif', fontSize: '1.25rem', fontWeight: 600, color: palette.gold }}
          >
            <ExpandMoreIcon aria-hidden sx={{ flexShrink: 0, transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'rotate(0deg)' }} />
            {/* A title of one long word wraps beside the arrow and the count. */}
            <Box component="span" sx={{ minWidth: 0, ...wrapAnywhere }}>{title}</Box>
            <Typography component="span" color="text.secondary" sx={{ flexShrink: 0, fontFamily: 'inherit', fontSize: '0.95rem', fontWeight: 400 }}>
              ({beasts.length})
            </Typography>
          </ButtonBase>
        </Typography>
        {canEdit && category && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button size="small" color="secondary" onClick={onEdit} aria-label={`${BESTIARY_TEXTS.editCategory}: ${category.title}`}>
              {LORE_TEXTS.edit}
            </Button>
            <Button size="small" color="primary" onClick={onDelete} aria-label={`${BESTIARY_TEXTS.removeCategory}: ${category.title}`}>
              {LORE_TEXTS.remove}
            </Button>
          </Box>
        )}
      </Box>
      <Collapse in={expanded}>
        <Box id={`${key}-body`} sx={{ px: 2, pb: 2, display: 'grid', gap: 1.5 }}>
          {category?.description && <RichTextContent html={category.description} highlightAsterisks sx={{ color: 'text.secondary' }} />}
          {beasts.length === 0 ? (
            <Typography color="text.secondary">{BESTIARY_TEXTS.noBeasts}</Typography>
          ) : (
            <Box sx={CARD_GRID_SX}>{children}</Box>
          )}
        </Box>
      </Collapse>
    </Paper>
  );
}
