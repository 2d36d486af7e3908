// The composer's own buttons at the end of the editor toolbar. Like the toolbar's, they don't
// take focus on a mouse press, so the editor keeps its selection.
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Person from '@mui/icons-material/Person';
import { toolbarButtonSx } from '../editor/toolbarButton';
import { characterName, type CharacterOption } from './characterOptions';

const keepSelection = (event: MouseEvent) => event.preventDefault();

interface TipProps {
  title: string;
  disabled?: boolean;
  /** The tooltip describes the button instead of naming it (the button has its own text). */
  describeChild?: boolean;
  children: ReactElement;
}

/** A tooltip that still works on a disabled button (wrapped in a span). */
function Tip({ title, disabled, describeChild, children }: TipProps) {
  return (
    <Tooltip title={title} describeChild={describeChild} disableInteractive>
      {disabled ? <span>{children}</span> : children}
    </Tooltip>
  );
}

interface ComposerToggleProps {
  label: string;
  icon: ReactNode;
  pressed: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** An icon toggle with a tooltip and `aria-pressed` (narrator mode, focus mode). */
export function ComposerToggle({ label, icon, pressed, disabled, onClick }: ComposerToggleProps) {
  return (
    <Tip title={label} disabled={disabled}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        onMouseDown={keepSelection}
        onClick={onClick}
        sx={toolbarButtonSx(pressed)}
      >
        {icon}
      </IconButton>
    </Tip>
  );
}

interface CharacterButtonProps {
  character?: CharacterOption | null;
  disabled?: boolean;
  onClick: () => void;
}

/** 'Postać: Morwena' — opens the character picker. */
export function CharacterButton({ character, disabled, onClick }: CharacterButtonProps) {
  return (
    <Tip title="Zmień postać" describeChild disabled={disabled}>
      <Button
        size="small"
        color="secondary"
        startIcon={<Person fontSize="small" />}
        disabled={disabled}
        onMouseDown={keepSelection}
        onClick={onClick}
        sx={{ textTransform: 'none', maxWidth: 220, minWidth: 0, flexShrink: '1 !important' }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {character ? `Postać: ${characterName(character)}` : 'Wybierz postać'}
        </span>
      </Button>
    </Tip>
  );
}
