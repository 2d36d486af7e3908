// The crowned ADMIN badge, shown only for the admin role.
import Chip from '@mui/material/Chip';
import { palette } from '@/app/theme';

export function AdminBadge() {
  return (
    <Chip
      size="small"
      data-testid="admin-badge"
      label="♛ ADMIN"
      sx={{ mt: 0.5, fontFamily: 'Cinzel, serif', fontWeight: 700, color: palette.abyss, bgcolor: palette.gold }}
    />
  );
}
