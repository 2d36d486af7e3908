// Focus mode: the composer moves into a full-screen writing overlay (spec 2 "Shared composer").
// The shell hides its sidebar and bottom navigation on the focus-mode event (shared/focusMode).
import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { displayFont, palette } from '@/app/theme';
import { setFocusMode } from '../focusMode';
import { COMPOSER_TEXTS } from './messages';

/** Whether focus mode is on; announces it (and its end, on unmount too) and leaves it on Escape. */
export function useFocusOverlay(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    setFocusMode(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOn(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      setFocusMode(false);
    };
  }, [on]);
  return [on, setOn];
}

interface FocusFrameProps {
  focused: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Lays its children out in the page, or over the whole viewport while `focused`. The element tree
 * stays the same either way, so the editor inside is not re-created.
 */
export function FocusFrame({ focused, onClose, children }: FocusFrameProps) {
  return (
    <Box
      role={focused ? 'dialog' : undefined}
      aria-label={focused ? COMPOSER_TEXTS.focusMode : undefined}
      data-focus-mode={focused || undefined}
      sx={
        focused
          ? {
              position: 'fixed',
              inset: 0,
              // Above the app bar and drawers, under dialogs (1300) opened from the editor.
              zIndex: 1250,
              bgcolor: palette.abyss,
              p: { xs: 1, md: 3 },
              overflowY: 'auto',
              overscrollBehavior: 'contain',
            }
          : undefined
      }
    >
      <Box sx={focused ? { maxWidth: 1000, mx: 'auto' } : undefined}>
        {focused && (
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography component="h2" sx={{ fontFamily: displayFont, color: palette.gold, fontSize: '1.1rem' }}>
              {COMPOSER_TEXTS.focusMode}
            </Typography>
            <IconButton aria-label={COMPOSER_TEXTS.closeFocusMode} title={COMPOSER_TEXTS.closeFocusMode} onClick={onClose}>
              <Close />
            </IconButton>
          </Box>
        )}
        {children}
      </Box>
    </Box>
  );
}
