// The full-screen view of an image from an entry's text (spec 3 §2.2: drugs, NPC, Miasto,
// Informacje): closed by its button, by a click on the image, or by Escape.
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { LORE_TEXTS } from '../texts';

export interface ViewedImage {
  src: string;
  alt: string;
}

export function ImageViewer({ image, onClose }: { image: ViewedImage | null; onClose: () => void }) {
  return (
    <Dialog
      open={image !== null}
      onClose={onClose}
      fullScreen
      aria-label={LORE_TEXTS.enlarged}
      slotProps={{ paper: { sx: { bgcolor: 'rgba(5, 4, 5, 0.96)', backgroundImage: 'none', display: 'flex', alignItems: 'center', justifyContent: 'center' } } }}
    >
      <IconButton
        aria-label={LORE_TEXTS.close}
        onClick={onClose}
        sx={{ position: 'fixed', top: 12, right: 12, bgcolor: 'rgba(21, 17, 19, 0.85)', border: 1, borderColor: 'divider' }}
      >
        <CloseIcon />
      </IconButton>
      {image && (
        <Box
          component="img"
          src={image.src}
          alt={image.alt || LORE_TEXTS.enlarged}
          data-testid="image-viewer"
          onClick={onClose}
          sx={{ display: 'block', maxWidth: '96vw', maxHeight: '92vh', objectFit: 'contain', cursor: 'zoom-out' }}
        />
      )}
    </Dialog>
  );
}
