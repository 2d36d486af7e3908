// One titled block of the settings page.
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ color: 'secondary.main' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
