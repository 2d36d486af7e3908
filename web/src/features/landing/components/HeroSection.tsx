// The hero ('Start'): the blood moon over the city's spires, the premise, and the login card.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { displayFont, palette } from '@/app/theme';
import { ember, NAV_HEIGHT } from '../look';
import { Crest } from './Crest';
import { Skyline } from './Skyline';
import { LandingSection } from './LandingSection';

const RACES = [
  { name: 'Wampiry', line: 'Nieśmiertelność okupiona wiecznym głodem.' },
  { name: 'Wilkołaki', line: 'Dzikość, wataha i zew pełni.' },
  { name: 'Ludzie', line: 'Kruchość, upór i kryształy w dłoni.' },
];

interface HeroSectionProps {
  loginForm: ReactNode;
  wikiUrl: string;
  onAbout: () => void;
  onAboutIntent?: () => void;
}

export function HeroSection({ loginForm, wikiUrl, onAbout, onAboutIntent }: HeroSectionProps) {
  return (
    <LandingSection
      id="start"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        minHeight: { md: `calc(100vh - ${NAV_HEIGHT}px)` },
        display: 'flex',
        alignItems: 'center',
        pt: { xs: 5, md: 6 },
        pb: { xs: 22, md: 24 },
        background: [
          'radial-gradient(circle at 22% 18%, rgba(210, 65, 63, 0.22), transparent 32%)',
          'radial-gradient(ellipse at 50% 110%, rgba(201, 164, 76, 0.10), transparent 55%)',
          'linear-gradient(180deg, #120c0e 0%, #0b0a0a 70%)',
        ].join(', '),
      }}
    >
      {/* the blood moon */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: { xs: 24, md: 56 },
          left: { xs: '62%', md: '30%' },
          width: { xs: 120, md: 200 },
          height: { xs: 120, md: 200 },
          borderRadius: '50%',
          background: 'radial-gradient(circle at 38% 34%, #f2c7a6 0%, #c9453e 38%, #6e1016 72%, #2b0508 100%)',
          boxShadow: '0 0 80px 20px rgba(158, 27, 36, 0.35), 0 0 220px 60px rgba(158, 27, 36, 0.15)',
          opacity: 0.5,
          filter: 'saturate(0.9)',
        }}
      />
      <Skyline />
      {/* mist over the rooftops */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          height: 120,
          background: 'linear-gradient(180deg, transparent, rgba(11, 10, 10, 0.85))',
        }}
      />

      <Box
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          display: 'grid',
          columnGap: 8,
          rowGap: { xs: 4, md: 0 },
          // On phones the login card comes right after the title; the premise follows it.
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.15fr) minmax(340px, 420px)' },
          gridTemplateAreas: { xs: '"intro" "login" "more"', md: '"intro login" "more login"' },
          alignItems: 'center',
        }}
      >
        <Box sx={{ gridArea: 'intro', alignSelf: { md: 'end' } }}>
          <Typography
            sx={{ fontFamily: displayFont, color: ember, letterSpacing: '0.22em', textTransform: 'uppercase', fontSize: '0.85rem', mb: 2 }}
          >
            Gra fabularna play-by-post · tylko 18+
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
            <Crest size={72} />
            <Typography
              id="start-title"
              component="h1"
              sx={{
                fontFamily: displayFont,
                fontWeight: 700,
                fontSize: { xs: '3.2rem', sm: '4.5rem', md: '5.5rem' },
                lineHeight: 1,
                letterSpacing: '0.12em',
                color: palette.bone,
                textShadow: `0 0 34px rgba(158, 27, 36, 0.8), 0 2px 0 #000`,
              }}
            >
              MROK
            </Typography>
          </Box>
          <Typography
            sx={{ fontFamily: displayFont, fontSize: { xs: '1.2rem', md: '1.45rem' }, color: palette.gold, mb: { xs: 0, md: 2.5 }, letterSpacing: '0.04em' }}
          >
            Miasto, w którym noc nigdy nie kończy się naprawdę.
          </Typography>
        </Box>

        <Paper
          elevation={0}
          sx={{
            gridArea: 'login',
            p: { xs: 3, sm: 4 },
            bgcolor: 'rgba(21, 17, 19, 0.88)',
            backdropFilter: 'blur(6px)',
            borderColor: 'rgba(201, 164, 76, 0.28)',
            boxShadow: '0 30px 60px rgba(0, 0, 0, 0.55), inset 0 1px 0 rgba(236, 226, 207, 0.05)',
            position: 'relative',
            '&::before': {
              content: '""',
              position: 'absolute',
              top: -1,
              left: '20%',
              right: '20%',
              height: '2px',
              background: `linear-gradient(90deg, transparent, ${palette.bloodBright}, transparent)`,
            },
          }}
        >
          {loginForm}
        </Paper>

        <Box sx={{ gridArea: 'more', alignSelf: { md: 'start' } }}>
          <Typography sx={{ color: palette.bone, maxWidth: 560, mb: 1.5 }}>
            Za starymi murami ludzie, wampiry i wilkołaki dzielą te same ulice — i tę samą krew. Władzę
            daje tu magia zaklęta w kryształach: bezcenna, zdradliwa i zawsze komuś potrzebna.
          </Typography>
          <Typography sx={{ color: palette.parchment, maxWidth: 560, mb: 3 }}>
            Stwórz postać, zejdź do karczmy, zawiąż sojusz albo rozpętaj wojnę. Twoja historia pisze się
            słowo po słowie, post po poście — razem z innymi graczami.
          </Typography>

          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 4, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, maxWidth: 640 }}>
            {RACES.map((race) => (
              <Box
                component="li"
                key={race.name}
                sx={{ borderLeft: `2px solid ${palette.blood}`, pl: 1.5, py: 0.25 }}
              >
                <Typography sx={{ fontFamily: displayFont, color: palette.bone, fontSize: '1rem', letterSpacing: '0.08em' }}>
                  {race.name}
                </Typography>
                <Typography variant="body2" sx={{ color: palette.parchment }}>
                  {race.line}
                </Typography>
              </Box>
            ))}
          </Box>

          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="outlined" color="secondary" onClick={onAbout} onMouseEnter={onAboutIntent} onFocus={onAboutIntent}>
              O grze
            </Button>
            {wikiUrl && (
              <>
                <Button
                  component="a"
                  href={wikiUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="secondary"
                  endIcon={<OpenInNewIcon fontSize="small" />}
                  aria-describedby="wiki-new-tab"
                >
                  Wiki
                </Button>
                <Box component="span" id="wiki-new-tab" sx={{ display: 'none' }}>
                  Otwiera się w nowej karcie
                </Box>
              </>
            )}
          </Box>
        </Box>

      </Box>
    </LandingSection>
  );
}
