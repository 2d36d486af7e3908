// Step 2 'Rasa': three race cards (disabled until a gender is chosen) and, once both are
// chosen, the description of that race for that gender.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Person from '@mui/icons-material/Person';
import Bloodtype from '@mui/icons-material/Bloodtype';
import NightsStay from '@mui/icons-material/NightsStay';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { palette } from '@/app/theme';
import { RACE_CARDS, RACE_DESCRIPTIONS } from '../lore';
import { RACES, type Gender, type Race } from '../rules';

const ICONS: Record<Race, ReactNode> = {
  Człowiek: <Person fontSize="large" />,
  Wampir: <Bloodtype fontSize="large" />,
  Wilkołak: <NightsStay fontSize="large" />,
};

interface RaceStepProps {
  gender: Gender | null;
  race: Race | null;
  onRace: (race: Race) => void;
  disabled?: boolean;
}

export function RaceStep({ gender, race, onRace, disabled }: RaceStepProps) {
  return (
    <Box>
      {!gender && (
        <Typography color="text.secondary" sx={{ mb: 2, textAlign: 'center' }}>
          Najpierw wybierz płeć postaci.
        </Typography>
      )}
      <Box
        role="group"
        aria-label="Rasa"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {RACES.map((value, index) => {
          const selected = race === value;
          const card = RACE_CARDS[value];
          const describedBy = `race-${index}-text`;
          return (
            <ButtonBase
              key={value}
              aria-label={value}
              aria-describedby={describedBy}
              aria-pressed={selected}
              disabled={!gender || disabled}
              onClick={() => onRace(value)}
              focusRipple
              sx={{
                position: 'relative',
                display: 'flex',
                flexDirection: { xs: 'row', sm: 'column' },
                alignItems: 'center',
                justifyContent: 'flex-start',
                gap: { xs: 2, sm: 1 },
                p: 2,
                textAlign: { xs: 'left', sm: 'center' },
                borderRadius: 1,
                border: '1px solid',
                borderColor: selected ? palette.gold : 'rgba(201, 164, 76, 0.18)',
                bgcolor: selected ? 'rgba(158, 27, 36, 0.22)' : 'rgba(0, 0, 0, 0.2)',
                boxShadow: selected ? `0 0 18px rgba(158, 27, 36, 0.55)` : 'none',
                transition: 'border-color 150ms, background-color 150ms, box-shadow 150ms',
                '&:hover': { borderColor: palette.goldDim },
                '&.Mui-disabled': { opacity: 0.45 },
              }}
            >
              {selected && (
                <CheckCircle aria-hidden sx={{ position: 'absolute', top: 8, right: 8, fontSize: 20, color: palette.gold }} />
              )}
              <Box aria-hidden sx={{ color: selected ? palette.gold : palette.bloodBright, display: 'flex' }}>
                {ICONS[value]}
              </Box>
              <Box>
                <Typography component="span" variant="h6" sx={{ display: 'block', color: palette.bone }}>
                  {value}
                </Typography>
                <Box id={describedBy} component="span" sx={{ display: 'block' }}>
                  <Typography component="span" sx={{ display: 'block', color: palette.gold, fontStyle: 'italic' }}>
                    {card.trait}
                  </Typography>
                  <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                    {card.tagline}
                  </Typography>
                </Box>
              </Box>
            </ButtonBase>
          );
        })}
      </Box>
      <Box aria-live="polite">
        {gender && race && (
          <Paper elevation={0} sx={{ mt: 3, p: { xs: 2, sm: 3 }, bgcolor: 'rgba(0, 0, 0, 0.25)', borderColor: palette.goldDim }}>
            <Typography component="h3" variant="h6" sx={{ color: palette.gold, mb: 1 }}>
              {race} — {gender}
            </Typography>
            <Typography data-testid="race-description" sx={{ fontStyle: 'italic' }}>
              {RACE_DESCRIPTIONS[race][gender]}
            </Typography>
          </Paper>
        )}
      </Box>
    </Box>
  );
}
