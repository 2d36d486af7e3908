import { describe, expect, it } from 'vitest';
import { avatarSrc } from '@/shared/avatar';
import { isListed, moreOnlineText, onlineList, onlineStatus, truncateName, visibleOnline } from './onlineList';

const entry = (over: Record<string, unknown> = {}) => ({
  id: 7,
  user: 'Morwena',
  race: 'Wampir',
  gender: 'Kobieta',
  avatar: '/uploads/a.png',
  status: 'looking',
  ...over,
});

describe('who the online list shows', () => {
  it('shows a player with an id, a name, a race and a gender', () => {
    expect(isListed(entry())).toBe(true);
  });

  it('hides entries without an id', () => {
    expect(isListed(entry({ id: undefined }))).toBe(false);
    expect(isListed(entry({ id: null }))).toBe(false);
    expect(isListed(entry({ id: '7' }))).toBe(false);
  });

  it('hides empty names, names that are not text and the placeholder "Nowa Postać"', () => {
    expect(isListed(entry({ user: '' }))).toBe(false);
    expect(isListed(entry({ user: '   ' }))).toBe(false);
    expect(isListed(entry({ user: 42 }))).toBe(false);
    expect(isListed(entry({ user: 'Nowa Postać' }))).toBe(false);
  });

  it('hides entries whose race or gender is empty or "Brak"', () => {
    expect(isListed(entry({ race: '' }))).toBe(false);
    expect(isListed(entry({ race: 'Brak' }))).toBe(false);
    expect(isListed(entry({ gender: undefined }))).toBe(false);
    expect(isListed(entry({ gender: 'Brak' }))).toBe(false);
  });

  it('keeps the shown entries sorted by id ascending', () => {
    const list = visibleOnline([entry({ id: 12 }), entry({ id: 3, race: 'Brak' }), entry({ id: 2 }), entry({ id: 9 })]);
    expect(list.map((e) => e.id)).toEqual([2, 9, 12]);
  });

  it('gives an empty list for anything that is not a list', () => {
    expect(visibleOnline(undefined)).toEqual([]);
    expect(visibleOnline({ data: [] })).toEqual([]);
    expect(visibleOnline([null, 'x', entry()])).toHaveLength(1);
  });
});

describe('how an entry reads', () => {
  it('cuts names longer than 15 characters and adds an ellipsis', () => {
    expect(truncateName('Wiedźma z Bagien')).toBe('Wiedźma z Bagie...');
    expect(truncateName('Wiedźma z Bagie')).toBe('Wiedźma z Bagie');
    expect(truncateName('Ala')).toBe('Ala');
  });

  it('falls back to not_looking for unknown statuses', () => {
    expect(onlineStatus('looking')).toBe('looking');
    expect(onlineStatus('maybe')).toBe('maybe');
    expect(onlineStatus('not_looking')).toBe('not_looking');
    expect(onlineStatus('busy')).toBe('not_looking');
    expect(onlineStatus(undefined)).toBe('not_looking');
    expect(visibleOnline([entry({ status: 'odd' })])[0].status).toBe('not_looking');
  });

  it('serves avatars from /api, and a default avatar without a path', () => {
    expect(avatarSrc('/uploads/a.png')).toBe('/api/uploads/a.png');
    expect(avatarSrc('uploads/a.png')).toBe('/api/uploads/a.png');
    expect(avatarSrc(null)).toBe('/default-avatar.svg');
    expect(visibleOnline([entry({ avatar: '' })])[0].avatar).toBeNull();
  });
});

describe('the online count', () => {
  it('takes the total from the answer, never fewer than the shown entries', () => {
    expect(onlineList({ success: true, data: [entry({ id: 1 }), entry({ id: 2 })], total: 250 })).toMatchObject({ total: 250 });
    expect(onlineList({ success: true, data: [entry({ id: 1 }), entry({ id: 2 })], total: 1 }).total).toBe(2);
    expect(onlineList({ success: true, data: [entry()] }).total).toBe(1);
    expect(onlineList(undefined)).toEqual({ players: [], total: 0 });
  });

  it("says how many more there are with the Polish plural", () => {
    expect(moreOnlineText(1)).toBe('…i jeszcze 1 gracz online');
    expect(moreOnlineText(4)).toBe('…i jeszcze 4 gracze online');
    expect(moreOnlineText(12)).toBe('…i jeszcze 12 graczy online');
    expect(moreOnlineText(22)).toBe('…i jeszcze 22 gracze online');
    expect(moreOnlineText(9_900)).toBe('…i jeszcze 9900 graczy online');
  });
});
