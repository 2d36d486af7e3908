// An outlined input with a floating label in the look of the theme's MUI fields, built on a plain
// <input>: MUI's TextField pulls in Select (with Menu, Popover, Modal) and even its OutlinedInput
// costs ~8 KB gzipped, which the landing page's 150 KB budget cannot afford. The label floats by
// CSS alone (focus, a value, or browser autofill). With `password`, a show/hide toggle like the
// shared PasswordField's.
import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { bodyFont, palette } from '@/app/theme';
import { ember } from '../look';

interface LoginFieldProps {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  type?: 'email' | 'text';
  password?: boolean;
  helperText?: string | null;
  error?: boolean;
}

// Borders in the theme's error red; error text in the lighter ember, for AA contrast.
const errorColour = palette.bloodBright;
const raised = { transform: 'translate(10px, -9px) scale(0.78)', color: palette.gold };

export function LoginField({ id, label, name, value, onChange, autoComplete, type = 'text', password, helperText, error }: LoginFieldProps) {
  const [shown, setShown] = useState(false);
  const helperId = helperText ? `${id}-helper` : undefined;
  const accent = error ? errorColour : palette.gold;
  return (
    <Box sx={{ mt: 1.5, mb: 0.5 }}>
      <Box
        sx={{
          position: 'relative',
          '& input': {
            display: 'block',
            width: '100%',
            boxSizing: 'border-box',
            height: 56,
            pl: '14px',
            pr: password ? '48px' : '14px',
            font: 'inherit',
            fontFamily: bodyFont,
            fontSize: '1.08rem',
            color: palette.bone,
            bgcolor: 'transparent',
            border: `1px solid ${error ? errorColour : 'rgba(236, 226, 207, 0.23)'}`,
            borderRadius: 1,
            outline: 'none',
            transition: 'border-color 150ms ease, box-shadow 150ms ease',
            '&:hover': { borderColor: error ? errorColour : palette.bone },
            '&:focus, &:focus-visible': { borderColor: accent, boxShadow: `inset 0 0 0 1px ${accent}`, outline: 'none' },
            '&:-webkit-autofill': { WebkitBoxShadow: `0 0 0 100px ${palette.ash} inset`, WebkitTextFillColor: palette.bone, caretColor: palette.bone },
          },
          '& label': {
            position: 'absolute',
            left: 0,
            top: 0,
            transform: 'translate(14px, 16px)',
            transformOrigin: 'top left',
            px: '4px',
            ml: '-4px',
            lineHeight: '24px',
            color: error ? ember : palette.parchment,
            bgcolor: 'transparent',
            pointerEvents: 'none',
            transition: 'transform 150ms ease, color 150ms ease',
          },
          // Raised label: it sits on the border, over a patch of the card's colour.
          '& input:focus + label, & input:not(:placeholder-shown) + label, & input:-webkit-autofill + label': {
            ...raised,
            color: error ? ember : raised.color,
            bgcolor: palette.stone,
          },
          '& input:not(:focus):not(:placeholder-shown) + label': { color: error ? ember : palette.parchment },
        }}
      >
        <input
          id={id}
          name={name}
          type={password ? (shown ? 'text' : 'password') : type}
          autoComplete={autoComplete}
          inputMode={type === 'email' ? 'email' : undefined}
          placeholder=" "
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-required="true"
          aria-invalid={error || undefined}
          aria-describedby={helperId}
        />
        <label htmlFor={id}>{label}</label>
        {password && (
          <IconButton
            aria-label={shown ? 'Ukryj hasło' : 'Pokaż hasło'}
            onClick={() => setShown((s) => !s)}
            size="small"
            sx={{ position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)', color: palette.bone }}
          >
            {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        )}
      </Box>
      {helperText && (
        <Box id={helperId} sx={{ mt: 0.5, mx: '14px', fontSize: '0.85rem', lineHeight: 1.5, color: error ? ember : palette.parchment }}>
          {helperText}
        </Box>
      )}
    </Box>
  );
}
