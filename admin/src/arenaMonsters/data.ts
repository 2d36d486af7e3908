// The arena's monsters as the back office reads and writes them: at most 100, the weakest first,
// read whole and paged here; read, added, changed and removed.
import { AdminService, type AdminMonsterBody, type AdminMonsterForm } from '@mrok/sdk';
import { arenaDescription, arenaName, wholeNumber } from '../lib/arena';
import { formFields, pageOf, type ResourceHandler } from '../providers/resource';

/** A monster as the form holds it, checked against the API's ranges before the call. */
export function monsterForm(data: unknown): AdminMonsterForm {
  const form = formFields(data);
  return {
    name: arenaName(form.name),
    nameInstrumental: typeof form.nameInstrumental === 'string' ? form.nameInstrumental.trim() : '',
    description: arenaDescription(form.description),
    level: wholeNumber(form.level, 1, 100),
    health: wholeNumber(form.health, 1, 100_000),
    attack: wholeNumber(form.attack, 1, 100_000),
    defense: wholeNumber(form.defense, 0, 100_000),
    experienceReward: wholeNumber(form.experienceReward, 1, 100_000),
  };
}

export const arenaMonsters: ResourceHandler<AdminMonsterBody> = {
  list: async (query) => pageOf((await AdminService.adminListArenaMonsters()).data, query),
  getOne: (id) => AdminService.adminGetArenaMonster({ id }),
  create: (data) => AdminService.adminCreateArenaMonster({ requestBody: monsterForm(data) }),
  update: (id, data) => AdminService.adminUpdateArenaMonster({ id, requestBody: monsterForm(data) }),
  delete: (id) => AdminService.adminDeleteArenaMonster({ id }),
};
