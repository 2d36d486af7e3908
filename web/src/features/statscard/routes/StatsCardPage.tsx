// /home/statscard (spec 1 "Stats card", spec 3 §2.17): the player's character card — basic
// information and the six statistics side by side, then the skills and flaws sheet (the character
// card's, else the `informacje` sheet's) and the history. A spinner while loading; 'Brak danych postaci' when there is no character (a failed
// load is only logged, spec 3 §8).
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { readSession } from '@/shared/session';
import { usePlayerProfile } from '../api/usePlayerProfile';
import { useMainCard } from '../api/useMainCard';
import { cardView, hasCharacterData } from '../sheet';
import { InfoColumn } from '../components/InfoColumn';
import { StatsColumn } from '../components/StatsColumn';
import { DetailSheet } from '../components/DetailSheet';

export default function StatsCardPage() {
  const { userId } = readSession();
  const profile = usePlayerProfile(userId);
  const card = useMainCard(userId);

  useEffect(() => {
    if (profile.error) console.error('Nie udało się wczytać karty postaci', profile.error);
  }, [profile.error]);

  if ((profile.isPending && profile.fetchStatus !== 'idle') || (card.isPending && card.fetchStatus !== 'idle')) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress color="secondary" aria-label="Ładowanie karty postaci" />
      </Box>
    );
  }

  const data = profile.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        Karta postaci
      </Typography>
      {hasCharacterData(data) ? (
        <CardContent data={data} card={card.data} />
      ) : (
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">Brak danych postaci</Typography>
        </Paper>
      )}
    </Box>
  );
}

function CardContent({ data, card }: { data: Parameters<typeof cardView>[0]; card: Parameters<typeof cardView>[1] }) {
  const view = cardView(data, card);
  return (
    <>
      <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <InfoColumn view={view} />
        <StatsColumn view={view} />
      </Box>
      <DetailSheet detail={view.detail} />
    </>
  );
}
