// Below the two columns: the detailed sheet (skills with 0–6 stars, flaws), then the history
// text with its line breaks — each when there is one.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { palette } from '@/app/theme';
import { wrapAnywhere } from '@/shared/theme/textFit';
import { MAX_SKILL_LEVEL, type Detail, type SheetFlaw, type SheetSkill } from '../sheet';

function Stars({ level }: { level: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
      <Box role="img" aria-label={`Poziom ${level} z ${MAX_SKILL_LEVEL}`} sx={{ display: 'flex', color: palette.gold }}>
        {Array.from({ length: MAX_SKILL_LEVEL }, (_, i) =>
          i < level ? <StarIcon key={i} fontSize="small" /> : <StarBorderIcon key={i} fontSize="small" sx={{ opacity: 0.5 }} />,
        )}
      </Box>
      <Typography component="span" aria-hidden sx={{ fontWeight: 700, minWidth: '2.5em' }}>
        {level}/{MAX_SKILL_LEVEL}
      </Typography>
    </Box>
  );
}

/** A skill or a flaw: its name and description may be single long words, so they wrap. */
const itemSx = { py: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 }, ...wrapAnywhere } as const;

function SkillItem({ skill }: { skill: SheetSkill }) {
  return (
    <Box component="li" sx={itemSx}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography component="h4" sx={{ fontWeight: 700 }}>{skill.name}</Typography>
        <Stars level={skill.level} />
      </Box>
      {skill.description && (
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>{skill.description}</Typography>
      )}
    </Box>
  );
}

function FlawItem({ flaw }: { flaw: SheetFlaw }) {
  return (
    <Box component="li" sx={itemSx}>
      <Typography component="h4" sx={{ fontWeight: 700, color: palette.bloodBright }}>{flaw.name}</Typography>
      {flaw.description && (
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>{flaw.description}</Typography>
      )}
    </Box>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

export function DetailSheet({ detail }: { detail: Detail }) {
  const { sheet, history } = detail;
  return (
    <>
      {sheet && (
        <Paper component="section" aria-labelledby="stats-sheet-heading" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="stats-sheet-heading" component="h2" variant="h6" sx={{ mb: 1.5, color: 'secondary.main' }}>
            Szczegółowa karta postaci
          </Typography>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Box>
              <Typography component="h3" sx={{ fontFamily: 'Cinzel, serif', fontWeight: 700, mb: 0.5 }}>Umiejętności</Typography>
              {sheet.skills.length === 0 ? (
                <Typography color="text.secondary">Brak umiejętności</Typography>
              ) : (
                <Box component="ul" aria-label="Umiejętności" sx={listSx}>
                  {sheet.skills.map((skill, i) => <SkillItem key={skill.id ?? `s${i}`} skill={skill} />)}
                </Box>
              )}
            </Box>
            <Box>
              <Typography component="h3" sx={{ fontFamily: 'Cinzel, serif', fontWeight: 700, mb: 0.5 }}>Wady</Typography>
              {sheet.flaws.length === 0 ? (
                <Typography color="text.secondary">Brak wad</Typography>
              ) : (
                <Box component="ul" aria-label="Wady" sx={listSx}>
                  {sheet.flaws.map((flaw, i) => <FlawItem key={flaw.id ?? `f${i}`} flaw={flaw} />)}
                </Box>
              )}
            </Box>
          </Box>
        </Paper>
      )}
      {history && (
        <Paper component="section" aria-labelledby="stats-history-heading" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="stats-history-heading" component="h2" variant="h6" sx={{ mb: 1.5, color: 'secondary.main' }}>
            Historia postaci
          </Typography>
          <Typography data-testid="stats-history" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {history}
          </Typography>
        </Paper>
      )}
    </>
  );
}
