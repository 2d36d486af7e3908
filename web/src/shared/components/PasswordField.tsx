// A password input with a show/hide toggle.
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

type PasswordFieldProps = Omit<TextFieldProps, 'type'> & { toggle?: boolean };

export function PasswordField({ toggle = true, slotProps, ...props }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const adornment = toggle ? (
    <InputAdornment position="end">
      <IconButton
        aria-label={shown ? 'Ukryj hasło' : 'Pokaż hasło'}
        onClick={() => setShown((s) => !s)}
        edge="end"
        size="small"
      >
        {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </InputAdornment>
  ) : undefined;
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{ ...slotProps, input: { endAdornment: adornment } }}
    />
  );
}
