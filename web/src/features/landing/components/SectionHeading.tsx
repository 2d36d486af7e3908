// The heading of a landing section: a small blood-red eyebrow, the title and an introduction.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { displayFont, palette } from '@/app/theme';
import { ember } from '../look';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 760, mx: 'auto', mb: { xs: 5, md: 7 } }}>
      <Typography sx={{ fontFamily: displayFont, color: ember, letterSpacing: '0.22em', textTransform: 'uppercase', fontSize: '0.85rem', mb: 1 }}>
        {eyebrow}
      </Typography>
      <Typography id={id} component="h2" variant="h3" sx={{ color: palette.bone, fontSize: { xs: '2rem', md: '2.6rem' }, mb: 2 }}>
        {title}
      </Typography>
      <Box aria-hidden sx={{ width: 120, height: '1px', mx: 'auto', mb: 2.5, background: `linear-gradient(90deg, transparent, ${palette.gold}, transparent)` }} />
      {children && <Typography sx={{ color: palette.parchment, fontSize: '1.15rem' }}>{children}</Typography>}
    </Box>
  );
}
