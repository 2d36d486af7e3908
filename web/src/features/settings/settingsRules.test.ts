import { describe, expect, it } from 'vitest';
import { MAX_AVATAR_BYTES, STATUS_OPTIONS, TEXTS, avatarFileError, playerStatus } from './settingsRules';

describe('the avatar file', () => {
  it('is needed', () => {
    expect(avatarFileError(null)).toBe('Brak wybranego pliku!');
  });

  it('must be an image', () => {
    expect(avatarFileError({ type: 'application/pdf', size: 10 })).toBe('Wybrany plik nie jest obrazem');
    expect(avatarFileError({ type: '', size: 10 })).toBe(TEXTS.notAnImage);
  });

  it('may weigh at most 5 MB', () => {
    expect(MAX_AVATAR_BYTES).toBe(5242880);
    expect(avatarFileError({ type: 'image/png', size: MAX_AVATAR_BYTES })).toBeNull();
    expect(avatarFileError({ type: 'image/png', size: MAX_AVATAR_BYTES + 1 })).toBe('Plik jest za duży (maksymalnie 5MB)');
  });
});

describe('the player status', () => {
  it('offers looking, maybe and not_looking', () => {
    expect(STATUS_OPTIONS.map((o) => o.value)).toEqual(['looking', 'maybe', 'not_looking']);
    expect(STATUS_OPTIONS[0].label).toBe('Szukam sesji');
  });

  it('reads unknown values as not_looking', () => {
    expect(playerStatus('maybe')).toBe('maybe');
    expect(playerStatus('zajęty')).toBe('not_looking');
    expect(playerStatus(undefined)).toBe('not_looking');
  });
});
