// A titled grid of small cards (help topics, security tips): one column on phones, two above.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { palette } from '@/app/theme';

export interface InfoCard {
  icon: ReactNode;
  title: string;
  text: ReactNode;
}

export function InfoCards({ heading, cards, id }: { heading: string; cards: InfoCard[]; id: string }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ color: palette.gold, textAlign: 'center', mb: 2 }}>
        {heading}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {cards.map((card) => (
          <Paper key={card.title} elevation={0} sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <Box aria-hidden sx={{ color: palette.bloodBright, mt: 0.25, display: 'flex' }}>
              {card.icon}
            </Box>
            <Box>
              <Typography component="h3" variant="subtitle1" sx={{ fontFamily: 'inherit', fontWeight: 600, color: palette.bone }}>
                {card.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {card.text}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
