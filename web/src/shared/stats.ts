// The six stats' Polish names (spec 3 §2.17, §3), shared by the stats card and the arena; the
// arena's items also draw on magic, the seventh primary stat (it reads and raises willpower,
// docs/game-rules.md).
import type { PrimaryStat } from '@mrok/sdk';

export const STAT_LABELS = [
  ['strength', 'Siła'],
  ['dexterity', 'Zręczność'],
  ['speed', 'Szybkość'],
  ['intelligence', 'Inteligencja'],
  ['willpower', 'Siła woli'],
  ['endurance', 'Wytrzymałość'],
] as const;

export type StatKey = (typeof STAT_LABELS)[number][0];

/** What an item's primary stat is called: one of the six, or 'Magia'. */
export const PRIMARY_STAT_LABELS: Record<PrimaryStat, string> = {
  ...(Object.fromEntries(STAT_LABELS) as Record<StatKey, string>),
  magic: 'Magia',
};
