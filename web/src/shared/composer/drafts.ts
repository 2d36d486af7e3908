// Autosaved composer drafts in localStorage, one per user and place ('session:12', 'tavern'…):
// `mrok:draft:{userId}:{draftKey}` → `{ html, savedAt }`. Drafts older than 30 days are dropped
// when read; logout removes them all. Tiptap-free and tiny: import it anywhere.

export const DRAFT_PREFIX = 'mrok:draft:';
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

interface StoredDraft {
  html: string;
  savedAt: number;
}

/** The storage key of a draft of the logged-in user (`localStorage.userId`). */
export function draftStorageKey(draftKey: string, store: Storage = localStorage): string {
  return `${DRAFT_PREFIX}${store.getItem('userId') ?? 'anon'}:${draftKey}`;
}

function parse(raw: string | null): StoredDraft | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredDraft> | null;
    return typeof value?.html === 'string' && typeof value.savedAt === 'number' ? { html: value.html, savedAt: value.savedAt } : null;
  } catch {
    return null;
  }
}

/** The saved HTML, or '' when there is none, it is unreadable or older than 30 days (then it is removed). */
export function loadDraft(draftKey: string, now: number = Date.now(), store: Storage = localStorage): string {
  const key = draftStorageKey(draftKey, store);
  const raw = store.getItem(key);
  const draft = parse(raw);
  if (draft && now - draft.savedAt <= DRAFT_MAX_AGE_MS) return draft.html;
  if (raw !== null) store.removeItem(key);
  return '';
}

/** Saves the HTML; an empty one removes the draft. A full storage is ignored (the text stays in the editor). */
export function saveDraft(draftKey: string, html: string, now: number = Date.now(), store: Storage = localStorage): void {
  const key = draftStorageKey(draftKey, store);
  try {
    if (html) store.setItem(key, JSON.stringify({ html, savedAt: now } satisfies StoredDraft));
    else store.removeItem(key);
  } catch {
    // Quota exceeded or storage disabled: nothing to do.
  }
}

export function clearDraft(draftKey: string, store: Storage = localStorage): void {
  store.removeItem(draftStorageKey(draftKey, store));
}

/** Removes every draft of every user (logout). */
export function clearAllDrafts(store: Storage = localStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
