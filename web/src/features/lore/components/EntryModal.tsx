// The centred modal of an opened entry (spec 3 §2.2): 600 px wide (90% on extra-small screens), at
// most 90% of the window tall; Escape closes it.
import type { ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { wrapAnywhere } from '@/shared/theme/textFit';
import { LORE_TEXTS } from '../texts';

/** The modal's paper (spec 3 §2.2, §9). */
export const MODAL_PAPER_SX = { width: { xs: '90%', sm: 600 }, maxWidth: 'none', maxHeight: '90vh', m: 0 } as const;

interface EntryModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The admin's tools under the text. */
  actions?: ReactNode;
}

export function EntryModal({ open, title, onClose, children, actions }: EntryModalProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="lore-entry-title" slotProps={{ paper: { sx: MODAL_PAPER_SX } }}>
      <DialogTitle id="lore-entry-title" sx={{ pr: 7, ...wrapAnywhere }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={LORE_TEXTS.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>{children}</DialogContent>
      {actions && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
}
