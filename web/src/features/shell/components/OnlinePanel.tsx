// The online players list (spec 1 §2). It is filled by the profiles feature; until then it shows
// its empty state.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function OnlinePanel() {
  return (
    <Box component="aside" aria-label="Gracze online" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2, color: 'secondary.main' }}>
        Online
      </Typography>
      <Typography color="text.secondary">Nikt nie jest online</Typography>
    </Box>
  );
}
