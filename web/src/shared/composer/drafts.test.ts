import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, clearAllDrafts, clearDraft, draftStorageKey, loadDraft, saveDraft } from './drafts';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('userId', '7');
});
afterEach(() => localStorage.clear());

describe('drafts', () => {
  it('keys a draft by the logged-in user and the place', () => {
    expect(draftStorageKey('session:12')).toBe('mrok:draft:7:session:12');
    saveDraft('session:12', '<p>Krew</p>', 1000);
    expect(JSON.parse(localStorage.getItem('mrok:draft:7:session:12') ?? '')).toEqual({ html: '<p>Krew</p>', savedAt: 1000 });
  });

  it('loads the draft of the same user only', () => {
    saveDraft('tavern', '<p>Moja</p>');
    expect(loadDraft('tavern')).toBe('<p>Moja</p>');
    localStorage.setItem('userId', '8');
    expect(loadDraft('tavern')).toBe('');
  });

  it('drops drafts older than 30 days, and unreadable ones', () => {
    saveDraft('a', '<p>stary</p>', 0);
    expect(loadDraft('a', DRAFT_MAX_AGE_MS)).toBe('<p>stary</p>');
    expect(loadDraft('a', DRAFT_MAX_AGE_MS + 1)).toBe('');
    expect(localStorage.getItem(draftStorageKey('a'))).toBeNull();
    localStorage.setItem(draftStorageKey('b'), 'not json');
    expect(loadDraft('b')).toBe('');
    expect(localStorage.getItem(draftStorageKey('b'))).toBeNull();
  });

  it('saving an empty text removes the draft; clearDraft removes it', () => {
    saveDraft('a', '<p>x</p>');
    saveDraft('a', '');
    expect(localStorage.getItem(draftStorageKey('a'))).toBeNull();
    saveDraft('a', '<p>x</p>');
    clearDraft('a');
    expect(loadDraft('a')).toBe('');
  });

  it('clearAllDrafts removes every draft of every user and nothing else', () => {
    saveDraft('a', '<p>1</p>');
    saveDraft('b', '<p>2</p>');
    localStorage.setItem('mrok:draft:9:c', '{}');
    localStorage.setItem('token', 't');
    clearAllDrafts();
    expect(Object.keys(localStorage).sort()).toEqual(['token', 'userId']);
  });
});
