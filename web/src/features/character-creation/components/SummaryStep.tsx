// Step 3 'Podsumowanie': the magic rule and a recap of the choices.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Diamond from '@mui/icons-material/Diamond';
import { palette } from '@/app/theme';
import type { CharacterDraft } from '../rules';

export function SummaryStep({ draft }: { draft: CharacterDraft }) {
  const rows: [string, string][] = [
    ['Imię', draft.name.trim()],
    ['Płeć', draft.gender ?? '—'],
    ['Rasa', draft.race ?? '—'],
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        component="dl"
        aria-label="Podsumowanie postaci"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 3,
          rowGap: 1.5,
          p: { xs: 2, sm: 3 },
          borderRadius: 1,
          border: '1px solid rgba(201, 164, 76, 0.18)',
          bgcolor: 'rgba(0, 0, 0, 0.2)',
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, color: palette.bone, fontWeight: 600, wordBreak: 'break-word' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Alert severity="warning" icon={<Diamond fontSize="inherit" />}>
        <strong>Magia wymaga zgłoszenia.</strong> Magia w świecie Mroku płynie z kryształów. Jeśli Twoja postać
        włada magią, musisz zgłosić to administracji na karcie postaci.
      </Alert>
    </Box>
  );
}
