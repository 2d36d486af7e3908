// The mobile bottom navigation: the places a player visits most.
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import PersonIcon from '@mui/icons-material/Person';
import ForumIcon from '@mui/icons-material/Forum';
import LockIcon from '@mui/icons-material/Lock';
import LocalBarIcon from '@mui/icons-material/LocalBar';
import MailIcon from '@mui/icons-material/Mail';
import { Link as RouterLink, useLocation } from 'react-router';

export function MobileBottomNav({ userId }: { userId: string | null }) {
  const { pathname } = useLocation();
  const items = [
    { label: 'Profil', to: `/home/profile/${userId ?? ''}`, icon: <PersonIcon /> },
    { label: 'Sesje', to: '/home/generalSessions', icon: <ForumIcon /> },
    { label: 'Prywatne', to: '/home/privateSessions', icon: <LockIcon /> },
    { label: 'Karczma', to: '/home/tavern', icon: <LocalBarIcon /> },
    { label: 'Poczta', to: '/home/messages', icon: <MailIcon /> },
  ];
  const current = items.findIndex((item) => pathname.startsWith(item.to));
  return (
    <Paper component="nav" aria-label="Szybka nawigacja" data-testid="bottom-nav" sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 10 }}>
      <BottomNavigation showLabels value={current === -1 ? false : current} sx={{ bgcolor: 'background.paper' }}>
        {items.map((item) => (
          <BottomNavigationAction key={item.label} label={item.label} icon={item.icon} component={RouterLink} to={item.to} />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
