// The arena's weapon and armor archetypes as the back office reads and writes them: at most 60,
// weapons first, read whole and paged here; read, added, changed (not the kind) and removed (not
// one somebody carries, nor the last of its kind: the server's 409 says so).
import { AdminService, type AdminArchetypeBody, type AdminArchetypeForm } from '@mrok/sdk';
import { HttpError } from 'react-admin';
import { arenaDescription, arenaName, wholeNumber } from '../lib/arena';
import { isPrimaryStat } from '../lib/stats';
import { formFields, pageOf, type ResourceHandler } from '../providers/resource';

export const ARCHETYPE_KIND_MESSAGE = 'Nieznany rodzaj ekwipunku — broń (weapon) albo zbroja (armor).';
export const PRIMARY_STAT_MESSAGE = 'Nieznana statystyka.';

/** An archetype as the form holds it; an edit keeps the kind it had (it cannot change). */
export function archetypeForm(data: unknown, previous?: unknown): AdminArchetypeForm {
  const form = formFields(data);
  const kind = form.kind ?? formFields(previous).kind;
  if (kind !== 'weapon' && kind !== 'armor') throw new HttpError(ARCHETYPE_KIND_MESSAGE, 400);
  if (!isPrimaryStat(form.primaryStat)) throw new HttpError(PRIMARY_STAT_MESSAGE, 400);
  return {
    kind,
    name: arenaName(form.name),
    description: arenaDescription(form.description),
    primaryStat: form.primaryStat,
    base: wholeNumber(form.base, 0, 10_000),
    perLevel: wholeNumber(form.perLevel, 0, 10_000),
  };
}

export const equipmentArchetypes: ResourceHandler<AdminArchetypeBody> = {
  list: async (query) => pageOf((await AdminService.adminListEquipmentArchetypes()).data, query),
  getOne: (id) => AdminService.adminGetEquipmentArchetype({ id }),
  create: (data) => AdminService.adminCreateEquipmentArchetype({ requestBody: archetypeForm(data) }),
  update: (id, data, previous) => AdminService.adminUpdateEquipmentArchetype({ id, requestBody: archetypeForm(data, previous) }),
  delete: (id) => AdminService.adminDeleteEquipmentArchetype({ id }),
};
