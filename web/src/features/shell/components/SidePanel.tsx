// The sidebar's panel (spec 1 §2), one frame for its three lists: the players online, a session's
// participants and the tavern's guests. The heading counts what is listed; 'Ładowanie...' until
// the first answer, then the list or, when it is empty, the panel's own words.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';

interface SidePanelProps {
  /** The aside's accessible name. */
  label: string;
  testId: string;
  heading: string;
  /** How many there are: in the heading when more than none, the empty words when none. */
  count: number;
  loading: boolean;
  empty: string;
  /** The list's entries (`<li>`s). */
  children: ReactNode;
  /** Under the list. */
  after?: ReactNode;
}

export function SidePanel({ label, testId, heading, count, loading, empty, children, after }: SidePanelProps) {
  return (
    <Box component="aside" aria-label={label} data-testid={testId} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5, color: 'secondary.main' }}>
        {heading}
        {count > 0 ? ` (${count})` : ''}
      </Typography>
      {loading ? (
        <Typography color="text.secondary" role="status">
          Ładowanie...
        </Typography>
      ) : count === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <List dense disablePadding>
          {children}
        </List>
      )}
      {after}
    </Box>
  );
}
