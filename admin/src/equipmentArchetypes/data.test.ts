import { AdminService, type AdminArchetypeBody } from '@mrok/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARENA_NAME_MESSAGE, ARENA_NUMBERS_MESSAGE } from '../lib/arena';
import { answer, failure } from '../test/sdk';
import { dataProvider } from '../providers/dataProvider';
import { ARCHETYPE_KIND_MESSAGE, PRIMARY_STAT_MESSAGE } from './data';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the arena’s equipment', () => {
  const AXE: AdminArchetypeBody = { id: 1, kind: 'weapon', name: 'Topór katowski', description: 'Ciężki.', primaryStat: 'strength', base: 12, perLevel: 3 };
  const ROBE: AdminArchetypeBody = { id: 12, kind: 'armor', name: 'Szata odpychania', description: '', primaryStat: 'magic', base: 7, perLevel: 2 };

  it('lists weapons and armors whole and pages them here, and reads one', async () => {
    vi.spyOn(AdminService, 'adminListEquipmentArchetypes').mockReturnValue(answer({ data: [AXE, ROBE], total: 2 }));
    expect(await dataProvider.getList('equipmentArchetypes', { pagination: { page: 1, perPage: 60 } })).toEqual({ data: [AXE, ROBE], total: 2 });
    vi.spyOn(AdminService, 'adminGetEquipmentArchetype').mockReturnValue(answer(ROBE));
    expect(await dataProvider.getOne('equipmentArchetypes', { id: 12 })).toEqual({ data: ROBE });
  });

  it('adds one of a kind with its stat and numbers, and changes one keeping its kind', async () => {
    const create = vi.spyOn(AdminService, 'adminCreateEquipmentArchetype').mockReturnValue(answer({ ...ROBE, id: 20 }));
    await dataProvider.create('equipmentArchetypes', {
      data: { kind: 'armor', name: 'Płaszcz cieni', primaryStat: 'magic', base: 5, perLevel: 1 },
    });
    expect(create).toHaveBeenCalledWith({
      requestBody: { kind: 'armor', name: 'Płaszcz cieni', description: '', primaryStat: 'magic', base: 5, perLevel: 1 },
    });
    const update = vi.spyOn(AdminService, 'adminUpdateEquipmentArchetype').mockReturnValue(answer({ ...AXE, base: 14 }));
    // A read-only kind may be missing from what the form sends: the record's own is kept.
    const { kind: _kind, ...withoutKind } = AXE;
    await dataProvider.update('equipmentArchetypes', { id: 1, data: { ...withoutKind, base: 14 }, previousData: AXE });
    expect(update).toHaveBeenCalledWith({
      id: 1,
      requestBody: { kind: 'weapon', name: 'Topór katowski', description: 'Ciężki.', primaryStat: 'strength', base: 14, perLevel: 3 },
    });
  });

  it('refuses an unknown kind or stat, a missing name, numbers out of range, before calling the API', async () => {
    const create = vi.spyOn(AdminService, 'adminCreateEquipmentArchetype');
    await expect(dataProvider.create('equipmentArchetypes', { data: { ...AXE, kind: 'ring' } })).rejects.toMatchObject({ message: ARCHETYPE_KIND_MESSAGE });
    await expect(dataProvider.create('equipmentArchetypes', { data: { ...AXE, primaryStat: 'luck' } })).rejects.toMatchObject({ message: PRIMARY_STAT_MESSAGE });
    await expect(dataProvider.create('equipmentArchetypes', { data: { ...AXE, name: '' } })).rejects.toMatchObject({ message: ARENA_NAME_MESSAGE });
    await expect(dataProvider.create('equipmentArchetypes', { data: { ...AXE, perLevel: 10_001 } })).rejects.toMatchObject({ message: ARENA_NUMBERS_MESSAGE });
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal to remove an item somebody carries, or the last of its kind', async () => {
    const drop = vi.spyOn(AdminService, 'adminDeleteEquipmentArchetype').mockReturnValue(
      failure(409, 'Tego ekwipunku ktoś używa — nie można go usunąć.', 'archetype_in_use'),
    );
    await expect(dataProvider.delete('equipmentArchetypes', { id: 1, previousData: AXE })).rejects.toMatchObject({
      message: 'Tego ekwipunku ktoś używa — nie można go usunąć.',
      status: 409,
    });
    drop.mockReturnValue(failure(409, 'Nie można usunąć ostatniej broni ani ostatniej zbroi.', 'last_archetype'));
    await expect(dataProvider.delete('equipmentArchetypes', { id: 12, previousData: ROBE })).rejects.toMatchObject({
      message: 'Nie można usunąć ostatniej broni ani ostatniej zbroi.',
    });
  });
});
