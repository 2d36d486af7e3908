// The online players list (spec 1 §2, §3): polled every 15 s; each entry shows avatar, name (cut
// at 15 characters), race, gender and a status icon, and leads to the player's profile. At most
// 100 are listed (issue 15): the heading counts everyone online, and a line under a cut list says
// how many more there are, leading to the players list. Failures are silent: the list is simply
// empty.
import Link from '@mui/material/Link';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';
import { Link as RouterLink } from 'react-router';
import { palette } from '@/app/theme';
import { useOnlineUsers } from '../api/useOnlineUsers';
import { CharacterAvatar } from '@/shared/components/CharacterAvatar';
import { STATUS_LABELS, moreOnlineText, truncateName, type OnlineStatus } from '../api/onlineList';
import { SidePanel } from './SidePanel';

const STATUS_ICONS: Record<OnlineStatus, { Icon: typeof TravelExploreIcon; color: string }> = {
  looking: { Icon: TravelExploreIcon, color: '#7fb77e' },
  maybe: { Icon: AutoAwesomeIcon, color: palette.gold },
  not_looking: { Icon: DoNotDisturbOnIcon, color: 'rgba(200, 183, 151, 0.55)' },
};

function StatusIcon({ status }: { status: OnlineStatus }) {
  const { Icon, color } = STATUS_ICONS[status];
  return <Icon fontSize="small" titleAccess={STATUS_LABELS[status]} data-status={status} sx={{ color, flexShrink: 0 }} />;
}

export function OnlinePanel({ onNavigate }: { onNavigate?: () => void }) {
  const { players, total, loading } = useOnlineUsers();
  const more = total - players.length;
  return (
    <SidePanel
      label="Gracze online"
      testId="online-panel"
      heading="Online"
      count={total}
      loading={loading}
      empty="Nikt nie jest online"
      after={
        !loading &&
        more > 0 && (
          <Link
            component={RouterLink}
            to="/home/players"
            onClick={onNavigate}
            color="text.secondary"
            underline="hover"
            data-testid="online-more"
            sx={{ display: 'block', mt: 1, px: 1, fontSize: '0.9rem' }}
          >
            {moreOnlineText(more)}
          </Link>
        )
      }
    >
      {players.map((player) => (
        <li key={player.id}>
          <ListItemButton
            component={RouterLink}
            to={`/home/profile/${player.id}`}
            onClick={onNavigate}
            title={player.name}
            sx={{ borderRadius: 1, px: 1, gap: 1 }}
          >
            <ListItemAvatar sx={{ minWidth: 0 }}>
              <CharacterAvatar path={player.avatar} name={player.name} size={36} sx={{ border: `1px solid ${palette.goldDim}` }} />
            </ListItemAvatar>
            <ListItemText
              primary={truncateName(player.name)}
              secondary={`${player.race} · ${player.gender}`}
              slotProps={{
                primary: { sx: { fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } },
                secondary: { sx: { fontSize: '0.85rem' } },
              }}
              sx={{ minWidth: 0 }}
            />
            <StatusIcon status={player.status} />
          </ListItemButton>
        </li>
      ))}
    </SidePanel>
  );
}
