// The editor's toolbar: MUI IconButtons with Polish labels and tooltips, pressed state in
// aria-pressed, and a slot at the end for a feature's own controls. On a phone the formatting
// buttons are one row that scrolls sideways (a gold shade where more lie), so the toolbar takes
// two rows instead of five and the text keeps its room above the keyboard.
import type { MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import AlignHorizontalCenter from '@mui/icons-material/AlignHorizontalCenter';
import AlignHorizontalLeft from '@mui/icons-material/AlignHorizontalLeft';
import AlignHorizontalRight from '@mui/icons-material/AlignHorizontalRight';
import BorderColor from '@mui/icons-material/BorderColor';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatColorReset from '@mui/icons-material/FormatColorReset';
import FormatColorText from '@mui/icons-material/FormatColorText';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import InsertPhoto from '@mui/icons-material/InsertPhoto';
import LooksOne from '@mui/icons-material/LooksOne';
import LooksTwo from '@mui/icons-material/LooksTwo';
import StrikethroughS from '@mui/icons-material/StrikethroughS';
import { palette } from '@/app/theme';
import type { EditorToolbarKind } from './extensions';
import type { ImageAlign } from './imageRules';
import type { TextAlignValue } from './contract';
import { toolbarButtonSx } from './toolbarButton';

/** What the toolbar shows as pressed or chosen. */
export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  heading1: boolean;
  heading2: boolean;
  blockquote: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  textColor: string | null;
  highlight: string | null;
  textAlign: TextAlignValue | 'left';
  imageAlign: ImageAlign | null;
}

export type ToolbarAction =
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'heading1'
  | 'heading2'
  | 'blockquote'
  | 'bulletList'
  | 'orderedList'
  | 'clearColor'
  | 'link'
  | 'imageUrl'
  | 'imageFile'
  | `align-${TextAlignValue | 'left'}`
  | `image-${ImageAlign}`;

export interface EditorToolbarProps {
  kind: EditorToolbarKind;
  state: ToolbarState;
  disabled?: boolean;
  /** Shows 'Obrazek z komputera'. */
  canUpload: boolean;
  onAction: (action: ToolbarAction) => void;
  /** Opens a colour palette under the button. */
  onColorMenu: (kind: 'textColor' | 'highlight', anchor: HTMLElement) => void;
  extras?: ReactNode;
}

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  /** For toggles: shown in aria-pressed. Left out for plain actions. */
  pressed?: boolean;
  disabled?: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  /** A small bar under the icon in this colour (the colour buttons). */
  swatch?: string | null;
  haspopup?: boolean;
}

function ToolButton({ label, icon, pressed, disabled, onClick, swatch, haspopup }: ToolButtonProps) {
  const button = (
    <IconButton
      size="small"
      aria-label={label}
      aria-pressed={pressed}
      aria-haspopup={haspopup ? 'true' : undefined}
      disabled={disabled}
      // Keep the editor's selection: the button must not take focus on a mouse press.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      sx={{
        ...toolbarButtonSx(pressed),
        flexDirection: 'column',
        position: 'relative',
      }}
    >
      {icon}
      {swatch !== undefined && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: 7,
            right: 7,
            bottom: 3,
            height: 3,
            borderRadius: 1,
            bgcolor: swatch ?? 'transparent',
            border: swatch ? 'none' : `1px dashed ${palette.goldDim}`,
          }}
        />
      )}
    </IconButton>
  );
  return (
    <Tooltip title={label} disableInteractive>
      {disabled ? <span>{button}</span> : button}
    </Tooltip>
  );
}

/** The toolbar's colour: a faint ash over the editor's abyss, as one opaque colour (the shades need one). */
const TOOLBAR_BG = '#191516';

/**
 * The formatting buttons: on a phone one row of their own that scrolls sideways; on wider
 * screens the box steps aside (`display: contents`) and they wrap with the feature's controls.
 * On a phone the row's width is contained: its buttons in one line (about 634 px) add nothing to
 * the width of the boxes around it, so the composer fits whatever grid or flex column holds it;
 * the row takes the toolbar's width from its flex basis and scrolls within it.
 */
const formattingSx = {
  // On a phone every group stays on screen: the groups wrap onto further rows, each as one, and
  // nothing scrolls out of sight.
  display: { xs: 'flex', sm: 'contents' },
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 0.25,
  minWidth: 0,
  flex: '1 1 100%',
  '& > *': { flexShrink: 0 },
} as const;

/** A feature's controls, at the end; on a phone one row whose widest control gives way. */
const extrasSx = {
  ml: 'auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: 0.5,
  minWidth: 0,
  flexWrap: { xs: 'nowrap', sm: 'wrap' },
  '& > *': { flexShrink: 0 },
} as const;

const Sep = () => <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />;

/** Buttons that belong together (the marks, the colours, the images…) wrap onto the next line as one. */
const groupSx = { display: 'flex', alignItems: 'center', gap: 0.25, flexShrink: 0 } as const;
const Group = ({ children }: { children: ReactNode }) => <Box sx={groupSx}>{children}</Box>;

export function EditorToolbar({ kind, state, disabled, canUpload, onAction, onColorMenu, extras }: EditorToolbarProps) {
  const b = (label: string, icon: ReactNode, action: ToolbarAction, pressed?: boolean) => (
    <ToolButton key={action} label={label} icon={icon} pressed={pressed} disabled={disabled} onClick={() => onAction(action)} />
  );
  const colorMenu = (label: string, icon: ReactNode, which: 'highlight' | 'textColor') => (
    <ToolButton
      label={label}
      icon={icon}
      pressed={Boolean(state[which])}
      swatch={state[which]}
      haspopup
      disabled={disabled}
      onClick={(e) => onColorMenu(which, e.currentTarget)}
    />
  );
  const images = [
    b('Obrazek z adresu', <InsertPhoto fontSize="small" />, 'imageUrl'),
    canUpload && b('Obrazek z komputera', <AddPhotoAlternate fontSize="small" />, 'imageFile'),
  ];

  return (
    <Box
      role="toolbar"
      aria-label="Formatowanie tekstu"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        px: 0.75,
        py: 0.5,
        borderBottom: '1px solid rgba(201, 164, 76, 0.18)',
        bgcolor: TOOLBAR_BG,
      }}
    >
      <Box data-testid="editor-formatting" sx={formattingSx}>
        {kind === 'full' ? (
          <>
            <Group>
              {b('Pogrubienie', <FormatBold fontSize="small" />, 'bold', state.bold)}
              {b('Kursywa', <FormatItalic fontSize="small" />, 'italic', state.italic)}
              {b('Podkreślenie', <FormatUnderlined fontSize="small" />, 'underline', state.underline)}
            </Group>
            <Sep />
            <Group>
              {colorMenu('Wyróżnienie', <BorderColor fontSize="small" />, 'highlight')}
              {colorMenu('Kolor tekstu', <FormatColorText fontSize="small" />, 'textColor')}
              {b('Usuń kolor', <FormatColorReset fontSize="small" />, 'clearColor')}
            </Group>
            <Sep />
            <Group>
              {b('Do lewej', <FormatAlignLeft fontSize="small" />, 'align-left', state.textAlign === 'left')}
              {b('Do środka', <FormatAlignCenter fontSize="small" />, 'align-center', state.textAlign === 'center')}
              {b('Do prawej', <FormatAlignRight fontSize="small" />, 'align-right', state.textAlign === 'right')}
              {b('Wyjustuj', <FormatAlignJustify fontSize="small" />, 'align-justify', state.textAlign === 'justify')}
            </Group>
            <Sep />
            <Group>
              {b('Lista punktowana', <FormatListBulleted fontSize="small" />, 'bulletList', state.bulletList)}
              {b('Lista numerowana', <FormatListNumbered fontSize="small" />, 'orderedList', state.orderedList)}
            </Group>
            <Sep />
            <Group>
              {images}
              {b('Obrazek do lewej', <AlignHorizontalLeft fontSize="small" />, 'image-left', state.imageAlign === 'left')}
              {b('Obrazek do środka', <AlignHorizontalCenter fontSize="small" />, 'image-center', state.imageAlign === 'center')}
              {b('Obrazek do prawej', <AlignHorizontalRight fontSize="small" />, 'image-right', state.imageAlign === 'right')}
            </Group>
          </>
        ) : (
          <>
            <Group>
              {b('Nagłówek 1', <LooksOne fontSize="small" />, 'heading1', state.heading1)}
              {b('Nagłówek 2', <LooksTwo fontSize="small" />, 'heading2', state.heading2)}
            </Group>
            <Sep />
            <Group>
              {b('Pogrubienie', <FormatBold fontSize="small" />, 'bold', state.bold)}
              {b('Kursywa', <FormatItalic fontSize="small" />, 'italic', state.italic)}
              {b('Podkreślenie', <FormatUnderlined fontSize="small" />, 'underline', state.underline)}
              {b('Przekreślenie', <StrikethroughS fontSize="small" />, 'strike', state.strike)}
            </Group>
            <Sep />
            <Group>
              {b('Cytat', <FormatQuote fontSize="small" />, 'blockquote', state.blockquote)}
              {b('Lista numerowana', <FormatListNumbered fontSize="small" />, 'orderedList', state.orderedList)}
              {b('Odnośnik', <InsertLink fontSize="small" />, 'link', state.link)}
            </Group>
            <Sep />
            <Group>{images}</Group>
          </>
        )}
      </Box>
      {extras && (
        <Box sx={extrasSx}>{extras}</Box>
      )}
    </Box>
  );
}
