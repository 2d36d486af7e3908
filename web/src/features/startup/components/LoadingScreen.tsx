// The loading screen: the game's title and 'Ładowanie świata...' (a CSS pulse instead of a
// spinner component keeps the first load light).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@emotion/react';
import { palette } from '@/app/theme';

const pulse = keyframes`
  0%, 100% { opacity: 0.35; text-shadow: 0 0 18px ${palette.blood}; }
  50% { opacity: 1; text-shadow: 0 0 42px ${palette.bloodBright}; }
`;

export function LoadingScreen() {
  return (
    <Box role="status" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center' }}>
      <Box>
        <Typography variant="h2" component="p" sx={{ color: palette.bone, animation: `${pulse} 2.4s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }}>
          MROK
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 3 }}>Ładowanie świata...</Typography>
      </Box>
    </Box>
  );
}
