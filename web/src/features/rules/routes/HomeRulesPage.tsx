// /home/rules, the sidebar's 'Regulamin': the same rules as /regulamin (spec 3 §2.6), inside the
// game's shell, followed by the rules collection's entries (`entries`, handed in by the app layer).
import { useEffect, type ReactNode } from 'react';
import { markFirstHour } from '@/shared/firstHour';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSiteInfo } from '@/shared/api/siteInfo';
import { RulesBody } from '../components/RulesBody';

export default function HomeRulesPage({ entries }: { entries?: ReactNode }) {
  // The newcomer's checklist: the player has opened the rules.
  useEffect(() => markFirstHour('rules'), []);
  const { adminEmail } = useSiteInfo();
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper component="article" aria-labelledby="home-rules-title" sx={{ maxWidth: 860, width: '100%', mx: 'auto', p: { xs: 2, sm: 4 } }}>
        <Typography id="home-rules-title" component="h1" variant="h4" sx={{ textAlign: 'center', mb: 2 }}>
          Regulamin
        </Typography>
        <RulesBody adminEmail={adminEmail} />
      </Paper>
      {entries && <Box sx={{ maxWidth: 860, width: '100%', mx: 'auto' }}>{entries}</Box>}
    </Box>
  );
}
