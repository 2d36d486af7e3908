// The rules as a numbered rulebook: '§ n. Title' headings with numbered points.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { palette } from '@/app/theme';
import { RULES, RULES_INTRO } from '../rulesText';

function withEmail(text: string, email: string) {
  const [before, after] = text.split('{email}');
  if (after === undefined) return text;
  return (
    <>
      {before}
      <Link href={`mailto:${email}`} sx={{ color: palette.gold, fontWeight: 600, wordBreak: 'break-all' }}>
        {email}
      </Link>
      {after}
    </>
  );
}

export function RulesBody({ adminEmail }: { adminEmail: string }) {
  return (
    <Box>
      <Typography sx={{ mb: 3, color: 'text.secondary', fontStyle: 'italic', textAlign: 'center' }}>{RULES_INTRO}</Typography>
      {RULES.map((section, index) => {
        const id = `regulamin-${index + 1}`;
        return (
          <Box component="section" key={section.title} aria-labelledby={id} sx={{ mb: 3.5 }}>
            <Typography
              id={id}
              component="h2"
              variant="h6"
              sx={{ color: palette.gold, borderBottom: '1px solid rgba(201, 164, 76, 0.22)', pb: 0.75, mb: 1.5, letterSpacing: '0.04em' }}
            >
              § {index + 1}. {section.title}
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 3.5, '& li': { mb: 1, pl: 0.5 }, '& li::marker': { color: palette.parchment, fontWeight: 600 } }}>
              {section.points.map((point) => (
                <li key={point}>
                  <Typography component="span">{withEmail(point, adminEmail)}</Typography>
                </li>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
