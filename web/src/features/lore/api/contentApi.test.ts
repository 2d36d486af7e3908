import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoreService, type CancelablePromise, type InfoEntry, type LoreEntry } from '@mrok/sdk';
import { COLLECTIONS, type CollectionKey } from '../collections';
import { SDK_CALLS, contentApi } from './contentApi';

const answer = <T,>(value: T) => Promise.resolve(value) as unknown as CancelablePromise<T>;

const ENTRY: LoreEntry = {
  id: 5,
  title: 'Klątwa',
  description: '<p>Krew.</p>',
  image: '/uploads/ksiezyc.png',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: null,
};
const INFO: InfoEntry = { id: 6, title: 'Rynek', content: '<p>Sól.</p>', created_at: '2026-11-21T10:00:00Z' };

/** The SDK's method names of each collection, as the generated client spells them. */
const NAMES: Record<CollectionKey, [string, string, string, string]> = {
  werewolves: ['listWerewolves', 'addWerewolf', 'updateWerewolf', 'deleteWerewolf'],
  vampires: ['listVampires', 'addVampire', 'updateVampire', 'deleteVampire'],
  mag: ['listMages', 'addMage', 'updateMage', 'deleteMage'],
  guards: ['listGuards', 'addGuard', 'updateGuard', 'deleteGuard'],
  inmates: ['listInmates', 'addInmate', 'updateInmate', 'deleteInmate'],
  spells: ['listSpells', 'addSpell', 'updateSpell', 'deleteSpell'],
  rules: ['listRules', 'addRule', 'updateRule', 'deleteRule'],
  law: ['listLaw', 'addLaw', 'updateLaw', 'deleteLaw'],
  mechanics: ['listMechanics', 'addMechanic', 'updateMechanic', 'deleteMechanic'],
  cults: ['listCults', 'addCult', 'updateCult', 'deleteCult'],
  technology: ['listTechnology', 'addTechnology', 'updateTechnology', 'deleteTechnology'],
  drugs: ['listDrugs', 'addDrug', 'updateDrug', 'deleteDrug'],
  npc: ['listNpc', 'addNpc', 'updateNpc', 'deleteNpc'],
  infos: ['listInfos', 'addInfo', 'updateInfo', 'deleteInfo'],
  infos2: ['listInfos2', 'addInfo2', 'updateInfo2', 'deleteInfo2'],
};

type Spied = Record<string, ReturnType<typeof vi.fn>>;

/** Spies on every lore method of the SDK, each answering as its collection's kind does. */
function spyAll(): Spied {
  const spies: Spied = {};
  for (const [key, names] of Object.entries(NAMES)) {
    const entry = key.startsWith('infos') ? INFO : ENTRY;
    const [list, add, update, remove] = names;
    for (const [name, value] of [[list, [entry]], [add, entry], [update, entry], [remove, { message: 'ok' }]] as const) {
      spies[name] = vi.fn(() => answer(value));
      vi.spyOn(LoreService as unknown as Record<string, () => unknown>, name).mockImplementation(spies[name]);
    }
  }
  return spies;
}

afterEach(() => vi.restoreAllMocks());

describe('contentApi', () => {
  it('has one row per collection of the table, of the same write format', () => {
    expect(Object.keys(SDK_CALLS).sort()).toEqual(COLLECTIONS.map((c) => c.key).sort());
    for (const c of COLLECTIONS) expect(SDK_CALLS[c.key]().format).toBe(c.format);
  });

  it('sends each collection’s calls to its own operations and nowhere else', async () => {
    const spies = spyAll();
    for (const c of COLLECTIONS) {
      const api = contentApi(c.key);
      await api.list();
      await api.create({ title: 'T', body: '<p>B</p>' });
      await api.update(9, { title: 'T', body: '<p>B</p>' });
      await api.remove(9);
      for (const name of NAMES[c.key]) expect(spies[name], `${c.key}: ${name}`).toHaveBeenCalledTimes(1);
    }
    const calls = Object.values(spies).reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    expect(calls).toBe(15 * 4);
    expect(spies.deleteMage).toHaveBeenCalledWith({ id: 9 });
  });

  it('sends multipart with a cover only when one was chosen, so an edit without one keeps the old', async () => {
    const spies = spyAll();
    const cover = new File(['x'], 'ksiezyc.png', { type: 'image/png' });
    await contentApi('werewolves').create({ title: 'Klątwa', body: '<p>Krew.</p>', cover });
    expect(spies.addWerewolf).toHaveBeenCalledWith({ formData: { title: 'Klątwa', description: '<p>Krew.</p>', image: cover } });
    await contentApi('werewolves').update(5, { title: 'Klątwa', body: '<p>Krew.</p>', cover: null });
    expect(spies.updateWerewolf).toHaveBeenCalledWith({ id: 5, formData: { title: 'Klątwa', description: '<p>Krew.</p>' } });
    await contentApi('werewolves').update(5, { title: 'Klątwa', body: '<p>Krew.</p>', removeCover: true });
    expect(spies.updateWerewolf).toHaveBeenLastCalledWith({ id: 5, formData: { title: 'Klątwa', description: '<p>Krew.</p>', removeImage: true } });
    // A new file wins over taking the old one off.
    await contentApi('werewolves').update(5, { title: 'Klątwa', body: '<p>Krew.</p>', cover, removeCover: true });
    expect(spies.updateWerewolf).toHaveBeenLastCalledWith({ id: 5, formData: { title: 'Klątwa', description: '<p>Krew.</p>', image: cover } });
  });

  it('sends JSON {title, description} for law, drugs and NPC and {title, content} for Miasto and Informacje', async () => {
    const spies = spyAll();
    await contentApi('drugs').create({ title: 'Szron', body: '<p>Pył.</p>', cover: new File(['x'], 'a.png', { type: 'image/png' }) });
    expect(spies.addDrug).toHaveBeenCalledWith({ requestBody: { title: 'Szron', description: '<p>Pył.</p>' } });
    await contentApi('infos2').update(6, { title: 'Rynek', body: '<p>Sól.</p>' });
    expect(spies.updateInfo2).toHaveBeenCalledWith({ id: 6, requestBody: { title: 'Rynek', content: '<p>Sól.</p>' } });
  });

  it('answers one shape whatever the collection', async () => {
    spyAll();
    expect(await contentApi('werewolves').list()).toEqual([
      { id: 5, title: 'Klątwa', body: '<p>Krew.</p>', image: '/uploads/ksiezyc.png', created_at: '2026-11-20T10:00:00Z', updated_at: null },
    ]);
    expect(await contentApi('infos').create({ title: 'Rynek', body: '<p>Sól.</p>' })).toEqual({
      id: 6,
      title: 'Rynek',
      body: '<p>Sól.</p>',
      image: null,
      created_at: '2026-11-21T10:00:00Z',
      updated_at: null,
    });
  });
});
