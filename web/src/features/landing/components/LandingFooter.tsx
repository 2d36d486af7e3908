// The landing page's footer with the copyright line of the spec ('© 2024 Mrok').
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { palette } from '@/app/theme';

export function LandingFooter() {
  return (
    <Box
      component="footer"
      sx={{
        borderTop: '1px solid rgba(201, 164, 76, 0.16)',
        py: 4,
        px: 2,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1, sm: 3 },
        alignItems: 'center',
        justifyContent: 'center',
        color: palette.parchment,
      }}
    >
      <Typography variant="body2">© 2024 Mrok</Typography>
      <Typography variant="body2" aria-hidden sx={{ display: { xs: 'none', sm: 'block' }, color: palette.goldDim }}>
        ✦
      </Typography>
      <Box component={RouterLink} to="/regulamin" sx={{ color: palette.gold, fontSize: '0.875rem' }}>
        Regulamin
      </Box>
      <Typography variant="body2" aria-hidden sx={{ display: { xs: 'none', sm: 'block' }, color: palette.goldDim }}>
        ✦
      </Typography>
      <Typography variant="body2">Gra wyłącznie dla osób pełnoletnich</Typography>
    </Box>
  );
}
