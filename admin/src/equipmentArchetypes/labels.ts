// Polish words for the arena's weapon and armor archetypes.
import type { AdminArchetypeBody, EquipmentKind } from '@mrok/sdk';
import { PRIMARY_STAT_LABELS, PRIMARY_STATS } from '../lib/stats';

export const KIND_LABELS: { readonly [K in EquipmentKind]: string } = { weapon: 'Broń', armor: 'Zbroja' };

export const KIND_CHOICES = (Object.keys(KIND_LABELS) as EquipmentKind[]).map((id) => ({ id, name: KIND_LABELS[id] }));

export const PRIMARY_STAT_CHOICES = PRIMARY_STATS.map((id) => ({ id, name: PRIMARY_STAT_LABELS[id] }));

/** What `base` and `perLevel` are for this kind: damage for a weapon, armor for an armor. */
export const valueLabel = (kind: EquipmentKind | undefined) => (kind === 'armor' ? 'pancerz' : kind === 'weapon' ? 'obrażenia' : 'obrażenia / pancerz');

/** An archetype in one line: its kind, stat and numbers. */
export const archetypeSummary = (item: AdminArchetypeBody) =>
  `${KIND_LABELS[item.kind]} · ${PRIMARY_STAT_LABELS[item.primaryStat]} · ${valueLabel(item.kind)} ${item.base} (+${item.perLevel} na poziom)`;

export const deleteArchetypeQuestion = (item: AdminArchetypeBody | undefined) =>
  `Usunąć „${item?.name ?? ''}”? Przedmiotu, który ktoś nosi, ani ostatniej broni czy zbroi usunąć się nie da.`;
