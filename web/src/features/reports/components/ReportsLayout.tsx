// What the two reports pages (the player's and the admins') are built of: the page's column under
// 'Powrót do ustawień', its sections with their headings, and a list read from the server —
// 'Ładowanie...', its failure with 'Spróbuj ponownie', the section's empty words, or the list.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { errorMessage } from '@/lib/api';
import { REPORT_TEXTS } from '../texts';

export function ReportsFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, sm: 3 }, maxWidth: 880, mx: 'auto', width: '100%', minWidth: 0 }}>
      <Box>
        <Button component={RouterLink} to="/home/settings" color="secondary" startIcon={<ArrowBackIcon />}>
          {REPORT_TEXTS.back}
        </Button>
      </Box>
      {children}
    </Box>
  );
}

/** A section of a reports page, named by its heading (`labelledBy`). */
export function ReportSection({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={labelledBy} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      {children}
    </Box>
  );
}

/** A section's heading; `wrap` for one that holds a player's name (a long word may break). */
export function SectionHeading({ id, wrap = false, children }: { id: string; wrap?: boolean; children: ReactNode }) {
  return (
    <Typography id={id} component="h2" variant="h6" sx={{ color: 'secondary.main', ...(wrap ? { overflowWrap: 'anywhere' } : {}) }}>
      {children}
    </Typography>
  );
}

interface QueriedListProps<T> {
  query: UseQueryResult<T>;
  /** Whether the answer has nothing to list. */
  isEmpty: (data: T) => boolean;
  empty: string;
  children: (data: T) => ReactNode;
}

/** A list read from the server; an answer kept from before a failed refresh still shows. */
export function QueriedList<T>({ query, isEmpty, empty, children }: QueriedListProps<T>) {
  if (query.isPending) {
    return (
      <Typography color="text.secondary" role="status">
        {REPORT_TEXTS.loading}
      </Typography>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {REPORT_TEXTS.retry}
          </Button>
        }
      >
        {errorMessage(query.error, REPORT_TEXTS.loadFailed)}
      </Alert>
    );
  }
  const data = query.data as T;
  return isEmpty(data) ? <Typography color="text.secondary">{empty}</Typography> : <>{children(data)}</>;
}
