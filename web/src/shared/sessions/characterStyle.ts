// How a character's name looks by its type (spec 2 §2 "coloured by character type"): the main
// character in blood red, a secondary one in pale steel, the Narrator in italic gold. A name may
// be one 30-letter word: it wraps rather than widen its line.
import type { SxProps, Theme } from '@mui/material/styles';
import { palette } from '@/app/theme';
import { wrapAnywhere } from '../theme/textFit';
import type { CharacterType } from './model';

export const CHARACTER_COLORS: Record<CharacterType, string> = {
  main: palette.bloodBright,
  secondary: '#9fb7cf',
  narrator: palette.gold,
};

export function characterNameSx(type: CharacterType): SxProps<Theme> {
  return {
    color: CHARACTER_COLORS[type],
    fontWeight: 700,
    fontStyle: type === 'narrator' ? 'italic' : 'normal',
    ...wrapAnywhere,
  };
}
