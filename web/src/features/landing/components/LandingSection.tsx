// A section of the landing page the navigation jumps to (and the scroll spy watches): `id` is its
// anchor and `${id}-title` its heading's id. It takes the focus after a jump, only to move screen
// readers there, and its heading is not hidden under the sticky navigation.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { sectionSx } from '../look';

export function LandingSection({ id, sx, children }: { id: string; sx: Record<string, unknown>; children: ReactNode }) {
  return (
    <Box component="section" id={id} tabIndex={-1} aria-labelledby={`${id}-title`} sx={{ ...sectionSx, ...sx } as SxProps<Theme>}>
      {children}
    </Box>
  );
}
