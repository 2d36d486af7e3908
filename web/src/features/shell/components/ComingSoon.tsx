// A page whose feature has not landed yet.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function ComingSoon({ title }: { title: string }) {
  return (
    <Paper sx={{ p: 4, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">Ta część świata jest jeszcze w przygotowaniu.</Typography>
    </Paper>
  );
}
