// How much room a list has: a phone gets react-admin's SimpleList (one row a record, nothing to
// scroll sideways), a laptop (below 1536 px, the menu beside it) the table without its least
// needed columns, a wide screen the whole table.
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

export type ListWidth = 'phone' | 'laptop' | 'wide';

export function useListWidth(): ListWidth {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const laptop = useMediaQuery((theme: Theme) => theme.breakpoints.down('xl'));
  return phone ? 'phone' : laptop ? 'laptop' : 'wide';
}
