// The sticky top navigation of the landing page: 'Start', 'Ostrzeżenia', 'Kontakt' with a
// scroll-spy; at 768 px and below a 'Menu' button opens the same items in a drop-down panel.
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import { bodyFont, displayFont, palette } from '@/app/theme';
import { LANDING_SECTIONS, scrollToSection, useScrollSpy } from '../scrollSpy';
import { NAV_HEIGHT } from '../look';
import { Crest } from './Crest';

const MOBILE = '@media (max-width: 768px)';
const DESKTOP = '@media (min-width: 769px)';
const MENU_ID = 'landing-mobile-menu';

const itemSx = {
  display: 'block',
  fontFamily: displayFont,
  fontSize: '0.9rem',
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  color: palette.parchment,
  px: 2,
  py: 1,
  borderRadius: 1,
  position: 'relative',
  transition: 'color 160ms ease',
  '&:hover': { color: palette.bone },
  '&[aria-current="location"]': { color: palette.gold },
  '&[aria-current="location"]::after': {
    content: '""',
    position: 'absolute',
    left: 16,
    right: 16,
    bottom: 2,
    height: '2px',
    background: `linear-gradient(90deg, transparent, ${palette.bloodBright}, transparent)`,
  },
} as const;

export function LandingNav() {
  const active = useScrollSpy();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // The open mobile menu closes on Escape (focus back on its button) and on a click outside.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  const go = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setMenuOpen(false);
    scrollToSection(id);
  };

  const items = (prefix: string) =>
    LANDING_SECTIONS.map(({ id, label }) => (
      <Box component="li" key={`${prefix}-${id}`}>
        <Box
          component="a"
          href={`#${id}`}
          onClick={go(id)}
          aria-current={active === id ? 'location' : undefined}
          sx={itemSx}
        >
          {label}
        </Box>
      </Box>
    ));

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1100,
        height: NAV_HEIGHT,
        bgcolor: 'rgba(11, 10, 10, 0.86)',
        backdropFilter: 'blur(8px)',
        borderBottom: '1px solid rgba(201, 164, 76, 0.18)',
      }}
    >
        <Box
          component="nav"
          ref={navRef}
          aria-label="Sekcje strony"
          sx={{ maxWidth: 1200, height: '100%', mx: 'auto', px: { xs: 2, sm: 3 }, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Box
            component="a"
            href="#start"
            onClick={go('start')}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.25, textDecoration: 'none', color: palette.bone }}
          >
            <Crest size={34} />
            <Box component="span" sx={{ fontFamily: displayFont, fontWeight: 700, letterSpacing: '0.24em', fontSize: '1.15rem' }}>
              MROK
            </Box>
          </Box>

          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 0.5, [MOBILE]: { display: 'none' } }}>
            {items('desktop')}
          </Box>

          <IconButton
            ref={menuButton}
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
            sx={{ color: palette.bone, [DESKTOP]: { display: 'none' } }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>

          <Box
            component="ul"
            id={MENU_ID}
            hidden={!menuOpen}
            sx={{
              listStyle: 'none',
              m: 0,
              py: 1,
              px: 2,
              position: 'absolute',
              top: NAV_HEIGHT,
              left: 0,
              right: 0,
              bgcolor: 'rgba(17, 13, 14, 0.97)',
              borderBottom: `1px solid ${palette.goldDim}`,
              boxShadow: '0 18px 30px rgba(0, 0, 0, 0.6)',
              fontFamily: bodyFont,
              '&[hidden]': { display: 'none' },
              [DESKTOP]: { display: 'none' },
              '& a': { py: 1.5 },
            }}
          >
            {items('mobile')}
          </Box>
        </Box>
    </Box>
  );
}
