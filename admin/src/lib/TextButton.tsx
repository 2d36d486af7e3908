// A button that always shows its words. react-admin's <Button> shows only its icon below 600 px,
// so one without an icon is an empty square on a phone. The admin panel's tools, the deletion
// dialog, the prison controls and the resident messages' toggle are actions to read, not to
// guess from an icon, so they use this one on every screen. Buttons that carry an icon
// (approve, review, archive) keep react-admin's.
import type { ElementType } from 'react';
import MuiButton, { type ButtonProps } from '@mui/material/Button';

export type TextButtonProps<C extends ElementType = 'button'> = Omit<ButtonProps<C, { component?: C }>, 'children'> & {
  label: string;
};

export function TextButton<C extends ElementType = 'button'>({ label, ...rest }: TextButtonProps<C>) {
  return (
    <MuiButton size="small" {...rest}>
      {label}
    </MuiButton>
  );
}
