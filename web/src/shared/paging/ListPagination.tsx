// MUI Pagination under a paged list (the session lists, the players list), only when there is
// more than one page: 'Strona N', 'Następna strona', 'Poprzednia strona'; smaller and without
// siblings on phones, so a long list's pages fit. `label` names the navigation ('Strony listy
// sesji').
import Pagination from '@mui/material/Pagination';
import useMediaQuery from '@mui/material/useMediaQuery';
import { pageItemLabel } from './listPaging';

interface ListPaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** The navigation's accessible name. */
  label: string;
}

export function ListPagination({ page, pages, onChange, label }: ListPaginationProps) {
  // Below MUI's `sm`.
  const phone = useMediaQuery('(max-width:599.95px)');
  if (pages <= 1) return null;
  return (
    <Pagination
      count={pages}
      page={Math.min(page, pages)}
      onChange={(_event, next) => onChange(next)}
      color="secondary"
      size={phone ? 'small' : 'medium'}
      siblingCount={phone ? 0 : 1}
      boundaryCount={1}
      aria-label={label}
      getItemAriaLabel={(type, item) => pageItemLabel(type, item)}
      sx={{ display: 'flex', justifyContent: 'center', py: 1 }}
    />
  );
}
