// The player's card at the top of the sidebar: avatar, character name and rank (the crowned badge
// for admins), linking to the profile (refreshed every 30 s by the layout, see
// api/usePlayerCard). Without a login: 'Gość'. An account without a character shows the e-mail it
// signed in with and its role, and links to the account's settings (it has no profile).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { palette } from '@/app/theme';
import { AdminBadge } from './AdminBadge';
import { CharacterAvatar } from '@/shared/components/CharacterAvatar';
import { CROWNED, roleLabel } from '../roles';
import type { Role } from '@/shared/session';

interface PlayerCardProps {
  userId: string | null;
  /** False for an account without a character: `name` is then the account's e-mail. */
  hasCharacter?: boolean;
  name: string | null;
  avatarUrl: string | null;
  role: Role;
  /** The profile's rank ('Ranga'), or null until it answers (then the role's own name shows). */
  rank: string | null;
}

export function PlayerCard({ userId, hasCharacter = true, name, avatarUrl, role, rank }: PlayerCardProps) {
  const displayName = userId ? name || (hasCharacter ? 'Nieznany użytkownik' : 'Konto bez postaci') : 'Gość';
  return (
    <Box
      component={RouterLink}
      to={!userId ? '/login' : hasCharacter ? `/home/profile/${userId}` : '/home/settings'}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, textDecoration: 'none', color: 'inherit',
        borderBottom: 1, borderColor: 'divider', '&:hover .player-name': { color: palette.gold } }}
    >
      <CharacterAvatar path={avatarUrl} name={name} size={56} sx={{ border: `2px solid ${palette.goldDim}` }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography className="player-name" data-testid="player-name" sx={{ fontFamily: 'Cinzel, serif', fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {displayName}
        </Typography>
        {CROWNED[role] ? (
          <AdminBadge />
        ) : (
          <Chip size="small" label={rank || roleLabel(role)} variant="outlined" data-testid="player-rank" sx={{ mt: 0.5, maxWidth: '100%' }} />
        )}
      </Box>
    </Box>
  );
}
