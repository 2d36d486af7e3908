// 'Kontakt': the administrator's address and the players' community chat (no external widget is
// embedded; the invitation comes from the administrator on request).
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/Mail';
import ForumIcon from '@mui/icons-material/Forum';
import { displayFont, palette } from '@/app/theme';
import { SectionHeading } from './SectionHeading';
import { LandingSection } from './LandingSection';

const INVITE_SUBJECT = 'Prośba o zaproszenie na czat społeczności Mroku';

function ContactCard({ icon, title, titleId, children }: { icon: ReactNode; title: string; titleId: string; children: ReactNode }) {
  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{
        p: { xs: 3, sm: 4 },
        borderRadius: 1.5,
        border: '1px solid rgba(201, 164, 76, 0.2)',
        background: 'linear-gradient(180deg, rgba(34, 28, 30, 0.9), rgba(21, 17, 19, 0.95))',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box aria-hidden sx={{ color: palette.gold, display: 'grid' }}>
          {icon}
        </Box>
        <Typography id={titleId} component="h3" sx={{ fontFamily: displayFont, fontSize: '1.3rem', color: palette.bone, letterSpacing: '0.06em' }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

export function ContactSection({ adminEmail }: { adminEmail: string }) {
  const invite = `mailto:${adminEmail}?subject=${encodeURIComponent(INVITE_SUBJECT)}`;
  return (
    <LandingSection
      id="kontakt"
      sx={{
        // Tall enough that its top can pass the scroll-spy line at the bottom of the page.
        minHeight: `calc(100vh - 200px)`,
        py: { xs: 8, md: 12 },
        px: { xs: 2, sm: 3 },
        borderTop: '1px solid rgba(201, 164, 76, 0.12)',
        background: 'radial-gradient(ellipse at 50% 0%, rgba(158, 27, 36, 0.12), transparent 60%)',
      }}
    >
      <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
        <SectionHeading id="kontakt-title" eyebrow="Głos zza zasłony" title="Kontakt">
          Masz pytanie, problem z kontem albo pomysł, który nie daje ci spać? Napisz — po drugiej stronie
          czuwa ktoś, kto odpowie.
        </SectionHeading>

        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ContactCard icon={<MailIcon />} title="Administracja" titleId="kontakt-admin">
            <Typography sx={{ color: palette.parchment }}>
              Sprawy konta, zgłoszenia naruszeń regulaminu, prośby o przywrócenie usuniętego konta i
              wszystko, czego nie da się załatwić w grze, kieruj na adres administratora:
            </Typography>
            <Box
              component="a"
              href={`mailto:${adminEmail}`}
              sx={{ fontSize: '1.25rem', color: palette.gold, wordBreak: 'break-all', fontWeight: 600, textUnderlineOffset: '4px', alignSelf: 'flex-start' }}
            >
              {adminEmail}
            </Box>
            <Typography variant="body2" sx={{ color: palette.parchment }}>
              Odpowiadamy tak szybko, jak pozwala noc. W wiadomości podaj adres e-mail konta, którego
              sprawa dotyczy — nigdy nie podawaj hasła.
            </Typography>
          </ContactCard>

          <ContactCard icon={<ForumIcon />} title="Społeczność" titleId="kontakt-spolecznosc">
            <Typography sx={{ color: palette.parchment }}>
              Gracze Mroku spotykają się także poza fabułą — na czacie społeczności. Umawia się tam sesje,
              szuka partnerów do wątków, rozmawia o historii miasta i po prostu spędza wieczory.
            </Typography>
            <Typography sx={{ color: palette.parchment }}>
              Nie osadzamy czatu na tej stronie. Zaproszenie przekazuje administrator — wystarczy o nie
              poprosić w wiadomości e-mail.
            </Typography>
            <Box sx={{ mt: 'auto' }}>
              <Button component="a" href={invite} variant="outlined" color="secondary">
                Poproś o zaproszenie
              </Button>
            </Box>
          </ContactCard>
        </Box>
      </Box>
    </LandingSection>
  );
}
