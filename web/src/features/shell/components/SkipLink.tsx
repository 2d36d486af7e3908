// 'Przejdź do treści': the first thing a keyboard reaches on a page with navigation before its
// content. Hidden until focused; it moves the focus to the content (which has tabIndex -1).
import Box from '@mui/material/Box';
import { palette } from '@/shared/theme/tokens';

export function SkipLink({ targetId, label = 'Przejdź do treści' }: { targetId: string; label?: string }) {
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={(event) => {
        event.preventDefault();
        const target = document.getElementById(targetId);
        target?.focus();
        target?.scrollIntoView?.({ block: 'start' });
      }}
      sx={{
        position: 'fixed',
        left: 12,
        top: 12,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: palette.stone,
        color: palette.gold,
        border: `2px solid ${palette.gold}`,
        fontWeight: 700,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {label}
    </Box>
  );
}
