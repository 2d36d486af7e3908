// An opened entry's body, the same in the modal and inline: the cover (at most 300 px tall, spec 3
// §2.2), the text, and its dates in pl-PL. Where the collection says so, a click on an image of the
// text asks for it to be enlarged.
import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@/shared/dates';
import { RichTextContent } from '@/shared/editor/RichTextContent';
import type { LoreItem } from '../api/contentApi';
import { LORE_TEXTS } from '../texts';
import type { ViewedImage } from './ImageViewer';

/** A cover's address: the API answers its path under /api (spec 3 §7 "Images are shown from /api/{image}"). */
export function coverSrc(image: string | null): string | null {
  const value = image?.trim();
  if (!value) return null;
  if (/^https?:/i.test(value)) return value;
  const path = value.startsWith('/') ? value : `/${value}`;
  return path.startsWith('/api/') ? path : `/api${path}`;
}

/** Cover images are at most this tall (spec 3 §2.2, §9). */
export const COVER_MAX_HEIGHT = 300;

interface EntryDetailsProps {
  item: LoreItem;
  onEnlarge?: (image: ViewedImage) => void;
}

export function EntryDetails({ item, onEnlarge }: EntryDetailsProps) {
  const cover = coverSrc(item.image);
  const enlarge = (event: MouseEvent) => {
    const target = event.target;
    if (onEnlarge && target instanceof HTMLImageElement) onEnlarge({ src: target.currentSrc || target.src, alt: target.alt });
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {cover && (
        <Box
          component="img"
          src={cover}
          alt=""
          sx={{ display: 'block', maxWidth: '100%', maxHeight: COVER_MAX_HEIGHT, objectFit: 'contain', mx: 'auto', borderRadius: 1 }}
        />
      )}
      <RichTextContent
        html={item.body}
        highlightAsterisks
        onClick={onEnlarge ? enlarge : undefined}
        data-testid="entry-body"
        sx={onEnlarge ? { '& img': { cursor: 'zoom-in' } } : undefined}
      />
      <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <span>{LORE_TEXTS.added(formatDateTime(item.created_at))}</span>
        {item.updated_at && item.updated_at !== item.created_at && <span>{LORE_TEXTS.updated(formatDateTime(item.updated_at))}</span>}
      </Typography>
    </Box>
  );
}
