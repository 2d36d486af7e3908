// An item to choose (the first choice, or the change dialog): a card pressed to choose it, gold
// bordered and marked 'Wybrano' once chosen.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ItemDetails, type ItemFacts } from './ItemDetails';
import { EQUIPMENT_TEXTS } from '../texts';

interface ChoiceCardProps {
  name: string;
  facts: ItemFacts;
  selected: boolean;
  disabled?: boolean;
  onSelect: () => void;
}

export function ChoiceCard({ name, facts, selected, disabled = false, onSelect }: ChoiceCardProps) {
  return (
    <Card
      variant="outlined"
      data-testid="choice-card"
      data-selected={selected}
      sx={{ borderColor: selected ? 'secondary.main' : undefined, borderWidth: selected ? 2 : 1, minWidth: 0 }}
    >
      <CardActionArea aria-pressed={selected} disabled={disabled} onClick={onSelect} sx={{ height: '100%', alignItems: 'flex-start' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="span" variant="h6" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            {selected && <Chip size="small" color="secondary" label={EQUIPMENT_TEXTS.chosen} />}
          </Box>
          <ItemDetails facts={facts} atLevelOne />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The grid the choice cards sit in: one column on a phone, as many as fit elsewhere. */
export const choiceGrid = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
} as const;
