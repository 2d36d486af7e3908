import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, UNKNOWN_USER, widgetView } from './widget';

describe('the avatar widget', () => {
  it('shows the avatar from /api and the name', () => {
    expect(widgetView({ avatar: '/uploads/x.png', name: 'Morwena' })).toEqual({ src: '/api/uploads/x.png', name: 'Morwena' });
  });

  it('falls back to the default avatar and "Nieznany użytkownik" without a profile', () => {
    expect(widgetView(undefined)).toEqual({ src: DEFAULT_AVATAR, name: UNKNOWN_USER });
  });

  it('uses the default avatar when there is no path, and the unknown name for an empty one', () => {
    expect(widgetView({ avatar: null, name: ' ' })).toEqual({ src: DEFAULT_AVATAR, name: UNKNOWN_USER });
  });
});
