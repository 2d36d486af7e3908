// One character's panel: the header and the inner tabs OPIS, OSIĄGNIĘCIA, KARTA POSTACI.
// Keyed by character, so every dialog and edit in it starts afresh when the character changes.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { CharacterView } from '../characters';
import { AchievementsTab } from './AchievementsTab';
import { CardTab } from './CardTab';
import { CharacterHeader, type CharacterRights } from './CharacterHeader';
import { DescriptionTab } from './DescriptionTab';

const INNER_TABS = [
  { id: 'opis', label: 'OPIS' },
  { id: 'osiagniecia', label: 'OSIĄGNIĘCIA' },
  { id: 'karta', label: 'KARTA POSTACI' },
] as const;

type InnerTab = (typeof INNER_TABS)[number]['id'];

export function CharacterPanel({ character, rights }: { character: CharacterView; rights: CharacterRights }) {
  const [tab, setTab] = useState<InnerTab>('opis');
  const prefix = character.tabId;
  return (
    <Box>
      <CharacterHeader character={character} rights={rights} />
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Tabs
          value={tab}
          onChange={(_event, value: InnerTab) => setTab(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          textColor="secondary"
          indicatorColor="secondary"
          aria-label={`Informacje o postaci ${character.name}`}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider',
            '& .MuiTab-root': { minWidth: 0, px: { xs: 1.25, sm: 2 }, fontSize: { xs: '0.8rem', sm: '0.9rem' }, letterSpacing: { xs: '0.04em', sm: '0.08em' } } }}
        >
          {INNER_TABS.map((inner) => (
            <Tab
              key={inner.id}
              value={inner.id}
              label={inner.label}
              id={`${prefix}-tab-${inner.id}`}
              aria-controls={`${prefix}-panel-${inner.id}`}
            />
          ))}
        </Tabs>
        {INNER_TABS.map((inner) => (
          <Box
            key={inner.id}
            role="tabpanel"
            id={`${prefix}-panel-${inner.id}`}
            aria-labelledby={`${prefix}-tab-${inner.id}`}
            hidden={tab !== inner.id}
          >
            {tab === inner.id && inner.id === 'opis' && <DescriptionTab character={character} canEdit={rights.canEdit} />}
            {tab === inner.id && inner.id === 'osiagniecia' && <AchievementsTab achievements={character.achievements} />}
            {tab === inner.id && inner.id === 'karta' && <CardTab character={character} rights={rights} />}
          </Box>
        ))}
      </Paper>
    </Box>
  );
}
