// The mobile bottom navigation: the places a player visits most, with the unread dots of the
// sessions and, on 'Poczta', of the conversations (the same sources as the menu's dots).
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import PersonIcon from '@mui/icons-material/Person';
import ForumIcon from '@mui/icons-material/Forum';
import LockIcon from '@mui/icons-material/Lock';
import SportsBarIcon from '@mui/icons-material/SportsBar';
import MailIcon from '@mui/icons-material/Mail';
import type { ReactElement } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useHasUnreadConversation } from '@/shared/messages/queries';
import type { SessionKind } from '@/shared/sessions/model';
import { useHasUnread } from '@/shared/sessions/queries';
import { oneLine } from '@/shared/theme/textFit';

/**
 * The five places share the width: MUI's 80-px minimum each would make 400 px, wider than a
 * 360-px phone. A label that still does not fit is cut with '…' rather than spill over.
 */
const actionSx = { minWidth: 0, px: 0.5, '& .MuiBottomNavigationAction-label': { ...oneLine, maxWidth: '100%' } } as const;

/** A red dot on the icon while something behind it is new. */
function UnreadBadge({ unread, children }: { unread: boolean; children: ReactElement }) {
  return (
    <Badge
      variant="dot"
      color="error"
      invisible={!unread}
      slotProps={{ badge: unread ? { role: 'img', 'aria-label': 'Nowe wiadomości' } : {} }}
    >
      {children}
    </Badge>
  );
}

function SessionBadge({ kind, children }: { kind: SessionKind; children: ReactElement }) {
  return <UnreadBadge unread={useHasUnread(kind)}>{children}</UnreadBadge>;
}

function ConversationBadge({ children }: { children: ReactElement }) {
  return <UnreadBadge unread={useHasUnreadConversation()}>{children}</UnreadBadge>;
}

export function MobileBottomNav({ userId }: { userId: string | null }) {
  const { pathname } = useLocation();
  // The unread dots need a login: they poll the player's sessions and conversations.
  const unreadIcon = (kind: SessionKind, icon: ReactElement) => (userId ? <SessionBadge kind={kind}>{icon}</SessionBadge> : icon);
  const items = [
    { label: 'Profil', to: `/home/profile/${userId ?? ''}`, icon: <PersonIcon /> },
    { label: 'Sesje', to: '/home/generalSessions', icon: unreadIcon('general', <ForumIcon />) },
    { label: 'Prywatne', to: '/home/privateSessions', icon: unreadIcon('private', <LockIcon />) },
    { label: 'Karczma', to: '/home/tavern', icon: <SportsBarIcon /> },
    { label: 'Poczta', to: '/home/messages', icon: userId ? <ConversationBadge><MailIcon /></ConversationBadge> : <MailIcon /> },
  ];
  const current = items.findIndex((item) => pathname.startsWith(item.to));
  return (
    <Paper component="nav" aria-label="Szybka nawigacja" data-testid="bottom-nav" sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 10 }}>
      <BottomNavigation showLabels value={current === -1 ? false : current} sx={{ bgcolor: 'background.paper' }}>
        {items.map((item) => (
          <BottomNavigationAction key={item.label} label={item.label} icon={item.icon} component={RouterLink} to={item.to} sx={actionSx} />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
