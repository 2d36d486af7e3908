// A skill level as six stars and 'n/6'.
import Box from '@mui/material/Box';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { palette } from '@/app/theme';
import { LIMITS } from '../validation';

export function SkillStars({ level }: { level: number }) {
  const stars = Array.from({ length: LIMITS.levelMax }, (_, index) => index < level);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box component="span" role="img" aria-label={`Poziom ${level} z ${LIMITS.levelMax}`} sx={{ display: 'inline-flex', color: palette.gold }}>
        {stars.map((filled, index) =>
          filled ? <Star key={index} fontSize="small" aria-hidden /> : <StarBorder key={index} fontSize="small" aria-hidden sx={{ opacity: 0.45 }} />,
        )}
      </Box>
      <Box component="span" data-testid="skill-level" sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }} aria-hidden>
        {level}/{LIMITS.levelMax}
      </Box>
    </Box>
  );
}
