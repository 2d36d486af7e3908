// The previous and next buttons (id−1, at least 1; id+1).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { neighbours } from '../characters';

interface StepProps extends Pick<ButtonProps, 'startIcon' | 'endIcon' | 'disabled'> {
  /** The profile it leads to. */
  to: number;
  /** 'Poprzedni profil', 'Następny profil': said with the id. */
  label: string;
  children: ReactNode;
}

function Step({ to, label, children, ...icons }: StepProps) {
  return (
    <Button component={RouterLink} to={`/home/profile/${to}`} variant="outlined" color="secondary" size="small" aria-label={`${label} (ID: ${to})`} {...icons}>
      {children}
    </Button>
  );
}

export function ProfileNav({ id }: { id: number | null }) {
  const { previous, next } = neighbours(id);
  return (
    <Box component="nav" aria-label="Przeglądanie profili" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 2 }}>
      <Step to={previous} label="Poprzedni profil" startIcon={<ChevronLeft />} disabled={id !== null && id <= 1}>
        Poprzedni
      </Step>
      <Step to={next} label="Następny profil" endIcon={<ChevronRight />}>
        Następny
      </Step>
    </Box>
  );
}
