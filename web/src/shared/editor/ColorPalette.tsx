// The ten-colour palette, used by both colour buttons of the editor. Each colour is a button
// whose accessible name is its hex value.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { palette as theme } from '@/app/theme';
import { EDITOR_PALETTE } from './palette';

export interface ColorPaletteProps {
  /** Accessible name of the group, e.g. 'Kolor tekstu'. */
  label: string;
  onSelect: (color: string) => void;
  /** The colour shown as chosen (aria-pressed). */
  value?: string | null;
  colors?: readonly string[];
  /** Focus the first colour when shown (in a popover). */
  autoFocus?: boolean;
}

export function ColorPalette({ label, onSelect, value, colors = EDITOR_PALETTE, autoFocus }: ColorPaletteProps) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 28px)', gap: 0.75, p: 1 }}>
      {colors.map((color, i) => (
        <ButtonBase
          key={color}
          aria-label={color}
          title={color}
          aria-pressed={value === color}
          autoFocus={autoFocus && i === 0}
          onClick={() => onSelect(color)}
          sx={{
            width: 28,
            height: 28,
            borderRadius: '4px',
            bgcolor: color,
            border: `1px solid ${value === color ? theme.gold : 'rgba(236, 226, 207, 0.35)'}`,
            boxShadow: value === color ? `0 0 0 2px ${theme.gold}` : 'none',
            '&:hover': { transform: 'scale(1.1)' },
            transition: 'transform 80ms',
          }}
        />
      ))}
    </Box>
  );
}
