// The character the first message is written as (spec 2 §2): the main one, each secondary one,
// or the Narrator. A failed load says so and leaves the Narrator.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { CharacterAvatar } from '@/shared/components/CharacterAvatar';
import { characterKey, characterLabel, type CharacterOption } from '@/shared/composer/characterOptions';
import { wrapAnywhere } from '@/shared/theme/textFit';

const CHARACTERS_FAILED = 'Nie udało się pobrać listy postaci';

interface CharacterFieldProps {
  options: CharacterOption[];
  /** `characterKey` of the chosen option. */
  value: string;
  onChange: (key: string) => void;
  failed: boolean;
  disabled?: boolean;
}

export function CharacterField({ options, value, onChange, failed, disabled = false }: CharacterFieldProps) {
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" id="new-session-character">
        Postać
      </FormLabel>
      {failed && (
        <Alert severity="error" sx={{ my: 1 }}>
          {CHARACTERS_FAILED}
        </Alert>
      )}
      {/* A name may be one 30-letter word: the choices wrap. */}
      <RadioGroup aria-labelledby="new-session-character" value={value} onChange={(event) => onChange(event.target.value)} sx={wrapAnywhere}>
        {options.map((option) => (
          <FormControlLabel
            key={characterKey(option)}
            value={characterKey(option)}
            control={<Radio />}
            label={
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <CharacterAvatar path={option.avatar} name={option.name} size={28} />
                {characterLabel(option)}
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
