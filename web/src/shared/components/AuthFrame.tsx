// The frame of every account screen (register, activation, password reset, character creation):
// the Mrok crest and title above one parchment-dark card.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { palette } from '@/app/theme';

interface AuthFrameProps {
  title: string;
  subtitle?: ReactNode;
  /** Card width in px (default 480). */
  width?: number;
  children: ReactNode;
  /** Content shown under the card (help sections, support box). */
  after?: ReactNode;
}

export function AuthFrame({ title, subtitle, width = 480, children, after }: AuthFrameProps) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', px: 2, py: { xs: 4, sm: 8 }, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <Typography
        component={RouterLink}
        to="/login"
        variant="h3"
        sx={{ color: palette.bone, textDecoration: 'none', mb: 1, textShadow: `0 0 24px ${palette.blood}` }}
      >
        MROK
      </Typography>
      <Paper elevation={0} sx={{ width: '100%', maxWidth: width, p: { xs: 3, sm: 4 }, mt: 2 }}>
        <Typography component="h1" variant="h5" sx={{ mb: subtitle ? 1 : 3, color: palette.gold, textAlign: 'center' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="div" sx={{ mb: 3, color: 'text.secondary', textAlign: 'center' }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
      {after && <Box sx={{ width: '100%', maxWidth: Math.max(width, 720), mt: 4 }}>{after}</Box>}
    </Box>
  );
}
