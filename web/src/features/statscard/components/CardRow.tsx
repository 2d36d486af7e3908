// One label–value line of the stats card.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function CardRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, py: 0.75,
        borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Box component="dt" sx={{ color: 'text.secondary', flexShrink: 0 }}>{label}</Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>{value}</Box>
    </Box>
  );
}
