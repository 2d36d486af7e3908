// 'Konfiguracja obrazka': preview, width slider (100–800, step 10, default 300), alignment
// (Lewo / Środek / Prawo, default left) and a description for those who cannot see the image
// (its alt text) of an image about to be inserted (spec 1 §2 and §5, spec 2 §5, spec 3 §2.3 and
// §4). Escape or 'Anuluj' cancels; the settings go back to 300 / left / no description whenever
// the dialog closes and after an image is added.
import { useEffect, useReducer, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BusyButton } from '../components/BusyButton';
import { palette } from '@/app/theme';
import {
  clampImageWidth,
  DEFAULT_IMAGE_SETTINGS,
  IMAGE_ALT_MAX,
  IMAGE_MESSAGES,
  IMAGE_WIDTH,
  isImageAlign,
  type ImageAlign,
  type ImageSettings,
} from './imageRules';
import { DialogError } from '../components/DialogError';

export type ImageDialogAction =
  | { type: 'width'; width: number; step?: number }
  | { type: 'align'; align: ImageAlign }
  | { type: 'alt'; alt: string }
  | { type: 'reset' };

/** The dialog's settings: widths are clamped and snapped, anything but the three alignments ignored. */
export function imageDialogReducer(state: ImageSettings, action: ImageDialogAction): ImageSettings {
  switch (action.type) {
    case 'width':
      return { ...state, width: clampImageWidth(action.width, action.step) };
    case 'align':
      return isImageAlign(action.align) ? { ...state, align: action.align } : state;
    case 'alt':
      return { ...state, alt: action.alt.slice(0, IMAGE_ALT_MAX) };
    case 'reset':
      return { ...DEFAULT_IMAGE_SETTINGS };
  }
}

export const ALIGN_LABELS: Record<ImageAlign, string> = { left: 'Lewo', center: 'Środek', right: 'Prawo' };

export interface ImageDialogProps {
  open: boolean;
  /** What the preview shows: an object URL of the chosen file, or the pasted address. */
  src: string | null;
  onCancel: () => void;
  /**
   * 'Dodaj obrazek' with the chosen settings. May return a promise (an upload): the dialog is
   * busy until it settles; if it rejects the dialog stays open, keeps the settings and says
   * 'Wystąpił błąd podczas dodawania obrazka.'.
   */
  onAdd: (settings: ImageSettings) => void | Promise<void>;
  /** Slider step, 10 by default. */
  widthStep?: number;
}

export function ImageDialog({ open, src, onCancel, onAdd, widthStep = IMAGE_WIDTH.step }: ImageDialogProps) {
  const [settings, dispatch] = useReducer(imageDialogReducer, DEFAULT_IMAGE_SETTINGS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);

  useEffect(() => setBroken(false), [src]);

  useEffect(() => {
    if (!open) {
      dispatch({ type: 'reset' });
      setError(null);
      setBusy(false);
    }
  }, [open]);

  const cancel = () => {
    if (busy) return;
    dispatch({ type: 'reset' });
    setError(null);
    onCancel();
  };

  const add = async () => {
    setError(null);
    setBusy(true);
    try {
      await onAdd(settings);
      dispatch({ type: 'reset' });
    } catch {
      setError(IMAGE_MESSAGES.insertFailed);
    } finally {
      setBusy(false);
    }
  };

  const margin = { left: '0 auto 0 0', center: '0 auto', right: '0 0 0 auto' }[settings.align];

  return (
    <Dialog open={open} onClose={cancel} maxWidth="md" fullWidth aria-labelledby="image-dialog-title">
      <DialogTitle id="image-dialog-title">Konfiguracja obrazka</DialogTitle>
      <DialogContent>
        <Box
          sx={{
            bgcolor: palette.abyss,
            border: '1px solid rgba(201, 164, 76, 0.18)',
            borderRadius: 1,
            p: 2,
            mb: 2,
            maxHeight: '45vh',
            overflow: 'auto',
          }}
        >
          {src && !broken ? (
            <Box
              component="img"
              src={src}
              alt={settings.alt.trim() || 'Podgląd obrazka'}
              onError={() => setBroken(true)}
              sx={{ display: 'block', width: settings.width, maxWidth: '100%', height: 'auto', margin }}
            />
          ) : (
            <Typography color="text.secondary">{src ? 'Nie udało się wczytać podglądu obrazka.' : 'Brak podglądu'}</Typography>
          )}
        </Box>
        <TextField
          label="Opis obrazka"
          helperText="Co przedstawia obrazek — przeczytają go osoby, które go nie widzą."
          value={settings.alt}
          onChange={(event) => dispatch({ type: 'alt', alt: event.target.value })}
          disabled={busy}
          size="small"
          sx={{ mb: 2 }}
          slotProps={{ htmlInput: { maxLength: IMAGE_ALT_MAX } }}
        />
        <Typography id="image-width-label" gutterBottom>
          Szerokość: {settings.width} px
        </Typography>
        <Slider
          value={settings.width}
          min={IMAGE_WIDTH.min}
          max={IMAGE_WIDTH.max}
          step={widthStep}
          onChange={(_, value) => dispatch({ type: 'width', width: Array.isArray(value) ? value[0] : value, step: widthStep })}
          valueLabelDisplay="auto"
          getAriaValueText={(v) => `${v} px`}
          slotProps={{ input: { 'aria-labelledby': 'image-width-label' } }}
          color="secondary"
          disabled={busy}
        />
        <Typography id="image-align-label" sx={{ mt: 1, mb: 1 }}>
          Wyrównanie
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={settings.align}
          onChange={(_, align: ImageAlign | null) => align && dispatch({ type: 'align', align })}
          aria-labelledby="image-align-label"
          size="small"
          disabled={busy}
        >
          {(Object.keys(ALIGN_LABELS) as ImageAlign[]).map((align) => (
            <ToggleButton key={align} value={align} sx={{ px: 2 }}>
              {ALIGN_LABELS[align]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DialogError error={error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={cancel} disabled={busy} color="inherit">
          Anuluj
        </Button>
        <BusyButton variant="contained" onClick={add} busy={busy} disabled={!src}>
          Dodaj obrazek
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
