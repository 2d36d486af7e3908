// The admin panel and its bugtrack live in the back office (/admin/); /home/adminpanel and
// /home/adminpanel/bugtrack take an admin there (non-admins never get here: the page table marks
// both admin-only, with the spec's refusal).
import { useEffect } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function BackOfficeRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return (
    <Typography sx={{ p: 3 }}>
      Przechodzę do <Link href={to}>panelu administracyjnego</Link>…
    </Typography>
  );
}
