import { describe, expect, it } from 'vitest';
import type { ProfileBody, SecondaryCharacterBody } from '@mrok/sdk';
import {
  buildTabs,
  mainCharacter,
  messageLink,
  neighbours,
  offeredSlot,
  parseAchievements,
  parseProfileId,
  secondaryCharacters,
  selectedTab,
  typeLabel,
  vitalsOf,
} from './characters';

const profile: ProfileBody = {
  editable: true,
  profileData: {
    id: 7,
    character_id: 11,
    avatar: undefined,
    userName: 'Wiedźma z Bagien',
    nickname: 'Wiedźma z Bagien',
    user: 'Wiedźma z Bagien',
    race: 'Człowiek',
    gender: 'Kobieta',
    role: 'Mieszkaniec',
    magic: undefined,
    description: '<p>Opis</p>',
    achievements: 'Pierwsza krew\nZwycięstwo',
    achievement_list: ['Pierwsza krew', 'Zwycięstwo'],
    status: '',
    approved: false,
    age: undefined,
    level: 1,
    hp: 100,
    current_hp: 100,
    max_hp: 100,
    mp: 50,
    current_mp: 50,
    max_mp: 50,
    stamina: 75,
    current_stamina: 75,
    max_stamina: 100,
  },
};

function secondary(slot: number, name: string, id = 100 + slot): SecondaryCharacterBody {
  return {
    id,
    userId: 7,
    name,
    race: 'Wampir',
    gender: 'Mężczyzna',
    magic: 'Nie',
    description: '',
    achievements: '- Ugryzienie\n\n  • Ucieczka  ',
    status: 'Poluje',
    approved: true,
    characterNumber: slot,
  };
}

const main = mainCharacter(profile);

describe('the characters of a profile', () => {
  it('reads the main character from the profile', () => {
    expect(main).toMatchObject({
      target: { kind: 'main', accountId: 7 },
      slot: 0,
      tabId: 'postac-glowna',
      name: 'Wiedźma z Bagien',
      rank: 'Mieszkaniec',
      magic: null,
      avatar: null,
      age: null,
      achievements: ['Pierwsza krew', 'Zwycięstwo'],
      vitals: { level: 1, health: { current: 100, max: 100 }, mana: { current: 50, max: 50 }, stamina: { current: 75, max: 100 } },
    });
  });

  it('reads the level and pools as current/max, the spec’s alias and defaults for what is missing', () => {
    const data = { ...profile.profileData, level: 4, current_hp: 130, max_hp: 130, current_stamina: 12 };
    expect(vitalsOf(data)).toEqual({
      level: 4,
      health: { current: 130, max: 130 },
      mana: { current: 50, max: 50 },
      stamina: { current: 12, max: 100 },
    });
    const sparse = { ...profile.profileData, level: undefined, current_hp: undefined, hp: 80, max_mp: undefined } as unknown as ProfileBody['profileData'];
    expect(vitalsOf(sparse)).toMatchObject({ level: 1, health: { current: 80, max: 100 }, mana: { current: 50, max: 50 } });
    expect(secondaryCharacters([secondary(1, 'Pierwszy')])[0].vitals).toBeNull();
  });

  it('reads secondary characters by slot, dropping unknown slots and repeats', () => {
    const list = secondaryCharacters([secondary(2, 'Drugi'), secondary(3, 'Trzeci'), secondary(1, 'Pierwszy'), secondary(1, 'Kopia', 999)]);
    expect(list.map((c) => [c.slot, c.name, c.tabId])).toEqual([
      [1, 'Pierwszy', 'postac-poboczna-1'],
      [2, 'Drugi', 'postac-poboczna-2'],
    ]);
    expect(list[0].target).toEqual({ kind: 'secondary', accountId: 7, id: 101 });
    expect(list[0].achievements).toEqual(['Ugryzienie', 'Ucieczka']);
  });

  it('parses achievements one per line, without bullets and empty lines', () => {
    expect(parseAchievements('a\r\n\n - b\n* c\n–d')).toEqual(['a', 'b', 'c', 'd']);
    expect(parseAchievements('')).toEqual([]);
    expect(parseAchievements(undefined)).toBeNull();
  });
});

describe('the NOWA slot', () => {
  it('is offered only on one’s own profile', () => {
    expect(offeredSlot([], false)).toBeNull();
    expect(offeredSlot([], true)).toBe(1);
  });

  it('offers slot 1 first, then slot 2, and nothing when both are taken', () => {
    expect(offeredSlot([{ slot: 1 }], true)).toBe(2);
    expect(offeredSlot([{ slot: 2 }], true)).toBe(1);
    expect(offeredSlot([{ slot: 1 }, { slot: 2 }], true)).toBeNull();
  });
});

describe('the top tabs', () => {
  it('show the main character and upper-cased names, secondaries as Pob. n on mobile', () => {
    const tabs = buildTabs(main, secondaryCharacters([secondary(1, 'Łucja'), secondary(2, 'żmij')]), false);
    expect(tabs.map((t) => [t.id, t.label, t.mobileLabel])).toEqual([
      ['postac-glowna', 'WIEDŹMA Z BAGIEN', 'WIEDŹMA Z BAGIEN'],
      ['postac-poboczna-1', 'ŁUCJA', 'Pob. 1'],
      ['postac-poboczna-2', 'ŻMIJ', 'Pob. 2'],
    ]);
  });

  it('add one NOWA tab in the free slot on one’s own profile', () => {
    expect(buildTabs(main, [], true).map((t) => t.label)).toEqual(['WIEDŹMA Z BAGIEN', 'NOWA 1']);
    expect(buildTabs(main, [], false).map((t) => t.label)).toEqual(['WIEDŹMA Z BAGIEN']);
    const second = secondaryCharacters([secondary(2, 'Drugi')]);
    expect(buildTabs(main, second, true).map((t) => [t.kind, t.label])).toEqual([
      ['character', 'WIEDŹMA Z BAGIEN'],
      ['new', 'NOWA 1'],
      ['character', 'DRUGI'],
    ]);
    const first = secondaryCharacters([secondary(1, 'Pierwszy')]);
    expect(buildTabs(main, first, true).map((t) => t.label)).toEqual(['WIEDŹMA Z BAGIEN', 'PIERWSZY', 'NOWA 2']);
  });

  it('fall back to the main tab when the chosen one is gone', () => {
    const tabs = buildTabs(main, secondaryCharacters([secondary(1, 'Pierwszy')]), true);
    expect(selectedTab(tabs, 'postac-poboczna-1').character.name).toBe('Pierwszy');
    expect(selectedTab(tabs, 'postac-poboczna-2').id).toBe('postac-glowna');
    expect(selectedTab(tabs, 'nowa-postac-2').id).toBe('postac-glowna');
  });

  it('name the kind of character', () => {
    expect(typeLabel(0)).toBe('Postać główna');
    expect(typeLabel(2)).toBe('Postać poboczna 2');
  });
});

describe('navigation and links', () => {
  it('goes to id−1 (at least 1) and id+1', () => {
    expect(neighbours(5)).toEqual({ previous: 4, next: 6 });
    expect(neighbours(1)).toEqual({ previous: 1, next: 2 });
    expect(neighbours(null)).toEqual({ previous: 1, next: 1 });
  });

  it('reads only positive whole ids from the route', () => {
    expect(parseProfileId('12')).toBe(12);
    expect(parseProfileId('0')).toBeNull();
    expect(parseProfileId('-3')).toBeNull();
    expect(parseProfileId('abc')).toBeNull();
    expect(parseProfileId('1.5')).toBeNull();
    expect(parseProfileId(undefined)).toBeNull();
  });

  it('messages the character through /home/messages/new with userId and nickname', () => {
    expect(messageLink(7, 'Wiedźma z Bagien')).toBe('/home/messages/new?userId=7&nickname=Wied%C5%BAma+z+Bagien');
    expect(new URLSearchParams(messageLink(7, 'A&B').split('?')[1]).get('nickname')).toBe('A&B');
  });
});
