// One table from a collection to its SDK calls (spec 3 §7 "Content collections"), and one shape
// for what they answer: the entry-list page never knows which of the fifteen APIs it talks to.
import { LoreService, type CancelablePromise, type InfoEntry, type LoreEntry, type MessageBody } from '@mrok/sdk';
import '@/lib/api';
import type { CollectionKey } from '../collections';

/** An entry of any collection as the page shows it. */
export interface LoreItem {
  id: number;
  title: string;
  /** Sanitized HTML (`description` or `content` on the wire). */
  body: string;
  /** The cover's path under /api, or null. */
  image: string | null;
  created_at: string;
  updated_at: string | null;
}

/** What the form sends: the title, the editor's HTML and, where a collection has covers, a new cover or the old one taken off. */
export interface LoreDraft {
  title: string;
  body: string;
  cover?: File | null;
  removeCover?: boolean;
}

export interface ContentApi {
  list: () => Promise<LoreItem[]>;
  create: (draft: LoreDraft) => Promise<LoreItem>;
  update: (id: number, draft: LoreDraft) => Promise<LoreItem>;
  remove: (id: number) => Promise<MessageBody>;
}

type Upload = { title?: string; description?: string; image?: Blob; removeImage?: boolean };
type Id = { id: number };

interface MultipartCalls {
  format: 'multipart';
  list: () => CancelablePromise<LoreEntry[]>;
  add: (args: { formData: Upload }) => CancelablePromise<LoreEntry>;
  update: (args: Id & { formData: Upload }) => CancelablePromise<LoreEntry>;
  remove: (args: Id) => CancelablePromise<MessageBody>;
}

interface JsonCalls {
  format: 'json';
  list: () => CancelablePromise<LoreEntry[]>;
  add: (args: { requestBody: { title?: string; description?: string } }) => CancelablePromise<LoreEntry>;
  update: (args: Id & { requestBody: { title?: string; description?: string } }) => CancelablePromise<LoreEntry>;
  remove: (args: Id) => CancelablePromise<MessageBody>;
}

interface InfoCalls {
  format: 'info';
  list: () => CancelablePromise<InfoEntry[]>;
  add: (args: { requestBody: { title?: string; content?: string } }) => CancelablePromise<InfoEntry>;
  update: (args: Id & { requestBody: { title?: string; content?: string } }) => CancelablePromise<InfoEntry>;
  remove: (args: Id) => CancelablePromise<MessageBody>;
}

type Calls = MultipartCalls | JsonCalls | InfoCalls;

const S = LoreService;

// The SDK's static methods are looked up on each call (not held from the start), so tests can spy on them.
const multipart = (calls: () => Omit<MultipartCalls, 'format'>) => (): Calls => ({ format: 'multipart', ...calls() });
const json = (calls: () => Omit<JsonCalls, 'format'>) => (): Calls => ({ format: 'json', ...calls() });
const info = (calls: () => Omit<InfoCalls, 'format'>) => (): Calls => ({ format: 'info', ...calls() });

/** Each collection's four operations (the generated SDK names them per collection). */
export const SDK_CALLS: Record<CollectionKey, () => Calls> = {
  werewolves: multipart(() => ({ list: S.listWerewolves, add: S.addWerewolf, update: S.updateWerewolf, remove: S.deleteWerewolf })),
  vampires: multipart(() => ({ list: S.listVampires, add: S.addVampire, update: S.updateVampire, remove: S.deleteVampire })),
  mag: multipart(() => ({ list: S.listMages, add: S.addMage, update: S.updateMage, remove: S.deleteMage })),
  guards: multipart(() => ({ list: S.listGuards, add: S.addGuard, update: S.updateGuard, remove: S.deleteGuard })),
  inmates: multipart(() => ({ list: S.listInmates, add: S.addInmate, update: S.updateInmate, remove: S.deleteInmate })),
  spells: multipart(() => ({ list: S.listSpells, add: S.addSpell, update: S.updateSpell, remove: S.deleteSpell })),
  rules: multipart(() => ({ list: S.listRules, add: S.addRule, update: S.updateRule, remove: S.deleteRule })),
  mechanics: multipart(() => ({ list: S.listMechanics, add: S.addMechanic, update: S.updateMechanic, remove: S.deleteMechanic })),
  cults: multipart(() => ({ list: S.listCults, add: S.addCult, update: S.updateCult, remove: S.deleteCult })),
  technology: multipart(() => ({ list: S.listTechnology, add: S.addTechnology, update: S.updateTechnology, remove: S.deleteTechnology })),
  law: json(() => ({ list: S.listLaw, add: S.addLaw, update: S.updateLaw, remove: S.deleteLaw })),
  drugs: json(() => ({ list: S.listDrugs, add: S.addDrug, update: S.updateDrug, remove: S.deleteDrug })),
  npc: json(() => ({ list: S.listNpc, add: S.addNpc, update: S.updateNpc, remove: S.deleteNpc })),
  infos: info(() => ({ list: S.listInfos, add: S.addInfo, update: S.updateInfo, remove: S.deleteInfo })),
  infos2: info(() => ({ list: S.listInfos2, add: S.addInfo2, update: S.updateInfo2, remove: S.deleteInfo2 })),
};

export function fromLoreEntry(entry: LoreEntry): LoreItem {
  return {
    id: entry.id,
    title: entry.title,
    body: entry.description,
    image: entry.image ?? null,
    created_at: entry.created_at,
    updated_at: entry.updated_at ?? null,
  };
}

export function fromInfoEntry(entry: InfoEntry): LoreItem {
  return {
    id: entry.id,
    title: entry.title,
    body: entry.content,
    image: null,
    created_at: entry.created_at,
    updated_at: entry.updated_at ?? null,
  };
}

/** The upload's fields: an edit without a new cover sends none, so the old one stays, unless it is taken off. */
function upload(draft: LoreDraft): Upload {
  const text = { title: draft.title, description: draft.body };
  if (draft.cover) return { ...text, image: draft.cover };
  return draft.removeCover ? { ...text, removeImage: true } : text;
}

/** The calls of one collection, answering {@link LoreItem}s. */
export function contentApi(key: CollectionKey): ContentApi {
  const calls = () => SDK_CALLS[key]();
  return {
    list: async () => {
      const c = calls();
      if (c.format === 'info') return (await c.list()).map(fromInfoEntry);
      return (await c.list()).map(fromLoreEntry);
    },
    create: async (draft) => {
      const c = calls();
      switch (c.format) {
        case 'multipart':
          return fromLoreEntry(await c.add({ formData: upload(draft) }));
        case 'json':
          return fromLoreEntry(await c.add({ requestBody: { title: draft.title, description: draft.body } }));
        case 'info':
          return fromInfoEntry(await c.add({ requestBody: { title: draft.title, content: draft.body } }));
      }
    },
    update: async (id, draft) => {
      const c = calls();
      switch (c.format) {
        case 'multipart':
          return fromLoreEntry(await c.update({ id, formData: upload(draft) }));
        case 'json':
          return fromLoreEntry(await c.update({ id, requestBody: { title: draft.title, description: draft.body } }));
        case 'info':
          return fromInfoEntry(await c.update({ id, requestBody: { title: draft.title, content: draft.body } }));
      }
    },
    remove: (id) => calls().remove({ id }),
  };
}
