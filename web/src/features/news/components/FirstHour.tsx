// The newcomer's first hour on /home (issue 49): a short checklist that follows their progress
// (shared/firstHour) and may be dismissed, and — while the character is not accepted — a line on
// what 'Niezaakceptowana' means and who accepts characters.
import { useState } from 'react';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { ProfilesService } from '@mrok/sdk';
import '@/lib/api';
import { palette } from '@/app/theme';
import { firstHourSteps, markFirstHour, readFirstHourMarks, showsFirstHour } from '@/shared/firstHour';
import { sessionPageQuery } from '@/shared/sessions/queries';

export const FIRST_HOUR_TEXTS = {
  heading: 'Pierwsze kroki w Mroku',
  intro: 'Kilka rzeczy, od których warto zacząć:',
  dismiss: 'Ukryj listę',
  notAccepted:
    'Twoja postać ma na razie status „Niezaakceptowana”: administratorzy jeszcze jej nie przejrzeli. To oni akceptują postacie. Możesz już grać, a status zmieni się, gdy któryś z nich zatwierdzi twoją kartę.',
} as const;

const ownProfileQuery = (userId: number) =>
  queryOptions({
    queryKey: ['home', 'firstHour', 'profile', userId] as const,
    queryFn: () => ProfilesService.getProfile({ id: userId }),
    staleTime: 30_000,
  });

/** Asks for what the checklist is made from ahead of the page (app/App.tsx's preloadRoute, on /home). */
export function prefetchFirstHour(client: QueryClient, userId: number): void {
  void client.prefetchQuery(ownProfileQuery(userId));
  void client.prefetchQuery(sessionPageQuery('general', 1));
  void client.prefetchQuery(sessionPageQuery('private', 1));
}

/**
 * What the checklist is made from, and whether it has all come (or failed): the home page shows
 * what stands below its banner only then, so the checklist never pushes it down on arrival.
 */
export function useFirstHourData(userId: number | null) {
  const enabled = userId !== null;
  const profile = useQuery({ ...ownProfileQuery(userId ?? 0), enabled });
  const general = useQuery({ ...sessionPageQuery('general', 1), enabled });
  const secret = useQuery({ ...sessionPageQuery('private', 1), enabled });
  const settled = !enabled || [profile, general, secret].every((query) => !query.isPending || query.isError);
  return { profile, general, secret, settled };
}

export function FirstHour({ userId }: { userId: number }) {
  const { profile, general, secret } = useFirstHourData(userId);
  const [marks, setMarks] = useState(() => readFirstHourMarks());
  const data = profile.data?.profileData;
  if (!data || !general.data || !secret.data) return null;

  const inSession = secret.data.total > 0 || general.data.rows.some((row) => row.isParticipant);
  const steps = firstHourSteps({ description: data.description, avatar: data.avatar, inSession, marks, userId });
  const dismiss = () => {
    markFirstHour('dismissed');
    setMarks(readFirstHourMarks());
  };

  return (
    <>
      {!data.approved && (
        <Alert severity="info" data-testid="not-accepted-hint" sx={{ mb: 3 }}>
          {FIRST_HOUR_TEXTS.notAccepted}
        </Alert>
      )}
      {showsFirstHour(steps, marks) && (
        <Paper component="section" aria-labelledby="first-hour-heading" data-testid="first-hour" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography id="first-hour-heading" component="h2" variant="h6" sx={{ color: 'secondary.main' }}>
              {FIRST_HOUR_TEXTS.heading}
            </Typography>
            <Button size="small" color="secondary" onClick={dismiss}>
              {FIRST_HOUR_TEXTS.dismiss}
            </Button>
          </Box>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {FIRST_HOUR_TEXTS.intro}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
            {steps.map((step) => (
              <Box component="li" key={step.key} data-step={step.key} data-done={String(step.done)} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {step.done ? (
                  <CheckCircle fontSize="small" sx={{ color: palette.gold }} aria-hidden />
                ) : (
                  <RadioButtonUnchecked fontSize="small" color="disabled" aria-hidden />
                )}
                <Link component={RouterLink} to={step.to} color={step.done ? 'text.secondary' : 'inherit'} sx={{ textDecoration: step.done ? 'line-through' : undefined }}>
                  {step.label}
                </Link>
                <Box component="span" sx={visuallyHidden}>
                  {step.done ? '(zrobione)' : '(do zrobienia)'}
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
      )}
    </>
  );
}

const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
