// The fight's log: the opening line, then each turn's message, the newest kept in view.
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ARENA_TEXTS } from '../texts';

export function CombatLog({ lines }: { lines: string[] }) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines.length]);
  return (
    <Box component="section" aria-labelledby="combat-log-heading" sx={{ minWidth: 0 }}>
      <Typography id="combat-log-heading" component="h2" variant="subtitle1" sx={{ color: 'secondary.main', fontFamily: 'Cinzel, serif', mb: 0.5 }}>
        {ARENA_TEXTS.log}
      </Typography>
      <Box
        ref={list}
        role="log"
        aria-live="polite"
        tabIndex={0}
        aria-labelledby="combat-log-heading"
        data-testid="combat-log"
        sx={{
          maxHeight: 240,
          overflowY: 'auto',
          p: 1.5,
          bgcolor: 'rgba(0,0,0,0.35)',
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {lines.map((line, index) => (
            <Typography component="li" variant="body2" key={index} sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
