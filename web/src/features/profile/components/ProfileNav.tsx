// The previous and next buttons (id−1, at least 1; id+1).
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { neighbours } from '../characters';

export function ProfileNav({ id }: { id: number | null }) {
  const { previous, next } = neighbours(id);
  return (
    <Box component="nav" aria-label="Przeglądanie profili" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 2 }}>
      <Button
        component={RouterLink}
        to={`/home/profile/${previous}`}
        variant="outlined"
        color="secondary"
        size="small"
        startIcon={<ChevronLeft />}
        aria-label={`Poprzedni profil (ID: ${previous})`}
        disabled={id !== null && id <= 1}
      >
        Poprzedni
      </Button>
      <Button
        component={RouterLink}
        to={`/home/profile/${next}`}
        variant="outlined"
        color="secondary"
        size="small"
        endIcon={<ChevronRight />}
        aria-label={`Następny profil (ID: ${next})`}
      >
        Następny
      </Button>
    </Box>
  );
}
