// The six stats' Polish names (the stats tool of the admin panel) and the seventh primary stat
// an arena item may draw on, magic (it reads and raises willpower; docs/game-rules.md).
import type { PrimaryStat, StatsBody } from '@mrok/sdk';

export const STAT_LABELS: { readonly [K in keyof StatsBody]: string } = {
  strength: 'Siła',
  dexterity: 'Zręczność',
  speed: 'Szybkość',
  intelligence: 'Inteligencja',
  willpower: 'Siła woli',
  endurance: 'Wytrzymałość',
};

export const PRIMARY_STAT_LABELS: { readonly [K in PrimaryStat]: string } = { ...STAT_LABELS, magic: 'Magia' };

export const PRIMARY_STATS = Object.keys(PRIMARY_STAT_LABELS) as PrimaryStat[];

export const isPrimaryStat = (value: unknown): value is PrimaryStat => typeof value === 'string' && value in PRIMARY_STAT_LABELS;
