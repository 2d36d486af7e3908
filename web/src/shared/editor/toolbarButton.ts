// How a toolbar button looks, pressed or not: the editor's own buttons and the composer's toggles
// at the end of its toolbar are one row and look alike (tiptap-free, for the composer).
import { palette } from '@/app/theme';

export const toolbarButtonSx = (pressed: boolean | undefined) => ({
  borderRadius: 1,
  color: pressed ? palette.gold : palette.parchment,
  bgcolor: pressed ? 'rgba(201, 164, 76, 0.16)' : 'transparent',
  '&:hover': { bgcolor: 'rgba(201, 164, 76, 0.1)', color: palette.bone },
});
