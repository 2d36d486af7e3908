// Step 1 'Imię': the character's name and gender.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Female from '@mui/icons-material/Female';
import Male from '@mui/icons-material/Male';
import { palette } from '@/app/theme';
import { GENDERS, NAME_MAX_CHARS, isGender, nameLength, type Gender } from '../rules';

interface NameStepProps {
  name: string;
  gender: Gender | null;
  onName: (name: string) => void;
  onGender: (gender: Gender) => void;
  disabled?: boolean;
}

const ICONS: Record<Gender, ReactNode> = { Kobieta: <Female />, Mężczyzna: <Male /> };

export function NameStep({ name, gender, onName, onGender, disabled }: NameStepProps) {
  const length = nameLength(name);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <TextField
        label="Imię postaci"
        name="character-name"
        autoComplete="off"
        autoFocus
        value={name}
        onChange={(event) => onName(event.target.value)}
        disabled={disabled}
        helperText={`Od 3 do ${NAME_MAX_CHARS} znaków (${length}/${NAME_MAX_CHARS})`}
        error={length > NAME_MAX_CHARS}
      />
      <Box>
        <Typography id="gender-label" component="p" sx={{ mb: 1, color: 'text.secondary' }}>
          Płeć
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={gender}
          onChange={(_event, value: unknown) => {
            // A chosen gender cannot be un-chosen, only changed.
            if (isGender(value)) onGender(value);
          }}
          aria-labelledby="gender-label"
          disabled={disabled}
          sx={{
            '& .MuiToggleButton-root': { gap: 1, py: 1.5, fontFamily: 'inherit', fontSize: '1.05rem', textTransform: 'none' },
            '& .Mui-selected': { color: `${palette.gold} !important`, bgcolor: 'rgba(158, 27, 36, 0.28) !important' },
          }}
        >
          {GENDERS.map((value) => (
            <ToggleButton key={value} value={value}>
              {ICONS[value]}
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
    </Box>
  );
}
