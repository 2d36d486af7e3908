// One collapsible section of the admin panel, and the small fields its tools share.
import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export function ToolSection({ title, danger = false, children }: { title: string; danger?: boolean; children: ReactNode }) {
  return (
    <Accordion
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
      sx={danger ? { borderColor: 'error.main', borderWidth: 1, borderStyle: 'solid' } : undefined}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" variant="h6" color={danger ? 'error' : undefined}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 640 }}>{children}</Box>
      </AccordionDetails>
    </Accordion>
  );
}

/** A row of fields and buttons, level with the fields' top (an ID field has a hint under it). */
export function ToolRow({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>{children}</Box>;
}

/** A text (or number, or multi-line) field of a tool; an account's or a character's ID is an IdOrNameField. */
export function ToolField({
  label,
  value,
  onChange,
  forget,
  type = 'text',
  rows,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What a new value puts away: what was loaded for the old one (a list, a name). */
  forget?: () => void;
  type?: 'text' | 'number';
  rows?: number;
}) {
  return (
    <TextField
      label={label}
      size="small"
      type={type}
      value={value}
      multiline={rows !== undefined}
      minRows={rows}
      fullWidth={rows !== undefined}
      onChange={(event) => {
        onChange(event.target.value);
        forget?.();
      }}
      inputProps={type === 'number' ? { min: 0 } : undefined}
    />
  );
}
