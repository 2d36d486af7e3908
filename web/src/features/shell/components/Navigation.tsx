// The navigation list, built from the page table (app/pages.ts): the same list serves the
// desktop sidebar and the mobile menu.
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { NavLink } from 'react-router';
import { HOME_PAGES, NAV_SECTIONS, type NavSection } from '@/app/pages';
import { can } from '@/shared/access/can';
import type { Role } from '@/shared/session';
import { ConversationUnreadDot, SessionUnreadDot, UNREAD_SESSION_PAGES } from './SessionUnreadDot';

interface NavigationProps {
  userId: string | null;
  role: Role;
  wikiUrl: string;
  onNavigate?: () => void;
}

const linkSx = {
  py: 0.6,
  '&.active': { bgcolor: 'rgba(158, 27, 36, 0.28)', borderLeft: '3px solid', borderColor: 'secondary.main' },
};

export function Navigation({ userId, role, wikiUrl, onNavigate }: NavigationProps) {
  const sections = Object.keys(NAV_SECTIONS) as NavSection[];
  // Every entry is a list item of its own (a link straight inside a list is not a list entry).
  return (
    <nav aria-label="Nawigacja gry">
      <List dense disablePadding>
        <li>
          <ListItemButton component={NavLink} to={`/home/profile/${userId ?? ''}`} onClick={onNavigate} sx={linkSx}>
            <ListItemText primary="Profil" />
          </ListItemButton>
        </li>
        {sections.map((section) => (
          <li key={section}>
            <List dense disablePadding aria-labelledby={`nav-section-${section}`}>
              <ListSubheader id={`nav-section-${section}`} sx={{ bgcolor: 'transparent', color: 'secondary.main', fontFamily: 'Cinzel, serif', lineHeight: '32px' }}>
                {NAV_SECTIONS[section]}
              </ListSubheader>
              {HOME_PAGES.filter((page) => page.section === section && (!page.permission || can(role, page.permission))).map((page) => {
                // The unread dots need a login: they poll the player's sessions.
                const unreadKind = userId ? UNREAD_SESSION_PAGES[page.path] : undefined;
                return (
                  <li key={page.path}>
                    {page.comingSoon ? (
                      <ListItemButton disabled aria-disabled sx={linkSx}>
                        <ListItemText primary={page.title} />
                        <Chip size="small" label="wkrótce" variant="outlined" />
                      </ListItemButton>
                    ) : (
                      <ListItemButton component={NavLink} to={`/home/${page.path}`} end onClick={onNavigate} sx={linkSx}>
                        <ListItemText primary={page.title} />
                        {unreadKind && <SessionUnreadDot kind={unreadKind} />}
                        {userId && page.path === 'messages' && <ConversationUnreadDot />}
                      </ListItemButton>
                    )}
                  </li>
                );
              })}
              {section === 'swiat' && wikiUrl && (
                <li>
                  <ListItemButton component="a" href={wikiUrl} target="_blank" rel="noopener noreferrer" sx={linkSx}>
                    <ListItemText primary="Wiki ↗" />
                  </ListItemButton>
                </li>
              )}
            </List>
          </li>
        ))}
        <li>
          <ListItemButton component={NavLink} to="/logout" onClick={onNavigate} sx={{ ...linkSx, mt: 1 }}>
            <ListItemText primary="Wyloguj" />
          </ListItemButton>
        </li>
      </List>
    </nav>
  );
}
