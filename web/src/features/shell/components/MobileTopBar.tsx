// The mobile top bar: title, a dropdown menu with the whole navigation, a button that opens the
// wiki's search under the bar, and the online button.
import { useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import PeopleIcon from '@mui/icons-material/People';
import SearchIcon from '@mui/icons-material/Search';
import type { Role } from '@/shared/session';
import { Navigation } from './Navigation';
import { SHELL } from '../layout';

interface MobileTopBarProps {
  card: ReactNode;
  userId: string | null;
  role: Role;
  wikiUrl: string;
  /** The label of the button that opens the side panel (online players or session participants). */
  panelLabel: string;
  onOpenOnline: () => void;
  hidden: boolean;
  /** The notices' bell. */
  bell?: ReactNode;
  /** The wiki's search; `onNavigate` closes it once a hit is opened. */
  search?: (onNavigate: () => void) => ReactNode;
}

export function MobileTopBar({ card, userId, role, wikiUrl, panelLabel, onOpenOnline, hidden, search, bell }: MobileTopBarProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [searching, setSearching] = useState(false);
  if (hidden) return null;
  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ bgcolor: 'rgba(21, 17, 19, 0.96)', borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, minHeight: SHELL.topBarHeight }}>
        <IconButton edge="start" aria-label="Menu" aria-haspopup="true" aria-expanded={Boolean(anchor)} onClick={(e) => setAnchor(e.currentTarget)}>
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="p" sx={{ flex: 1, fontFamily: 'Cinzel, serif', [`@media (max-width:${SHELL.tinyMax}px)`]: { fontSize: '1rem' } }}>
          MROK
        </Typography>
        {bell}
        {search && (
          <IconButton aria-label="Szukaj w świecie" aria-expanded={searching} aria-controls="mobile-wiki-search" onClick={() => setSearching((open) => !open)}>
            <SearchIcon />
          </IconButton>
        )}
        <IconButton aria-label={panelLabel} onClick={onOpenOnline}>
          <PeopleIcon />
        </IconButton>
      </Toolbar>
      {search && (
        <Collapse in={searching} unmountOnExit>
          <Box id="mobile-wiki-search" sx={{ pb: 1 }}>
            {search(() => setSearching(false))}
          </Box>
        </Collapse>
      )}
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { width: 'min(92vw, 340px)', maxHeight: '80vh' } } }}>
        <Box onClick={() => setAnchor(null)}>{card}</Box>
        <Navigation userId={userId} role={role} wikiUrl={wikiUrl} onNavigate={() => setAnchor(null)} />
      </Menu>
    </AppBar>
  );
}
