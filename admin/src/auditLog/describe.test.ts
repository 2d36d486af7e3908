import type { AuditEntry } from '@mrok/sdk';
import { describe, expect, it } from 'vitest';
import { changesOf, describeEntry, WORDINGS } from './describe';

const entry = (action: string, target: string, after: object | string | null, before: string | null = null): AuditEntry => ({
  id: 1,
  at: '2026-11-23T08:00:00Z',
  actorId: 1,
  actorRole: 'admin',
  action,
  method: 'POST',
  target,
  before,
  after: after === null || typeof after === 'string' ? after : JSON.stringify(after),
  status: 200,
});

describe('the audit log in words', () => {
  it('says a nickname change with the old and the new name, and lists it before → after', () => {
    const renamed = entry('adminChangeNickname', '/api/admin/changeNickname', { newNickname: 'Borys Kieł', userId: 7 }, 'Borys');
    expect(describeEntry(renamed)).toBe('Zmiana nicku: Borys → Borys Kieł');
    expect(changesOf(renamed)).toEqual([
      { label: 'Nick', before: 'Borys', after: 'Borys Kieł' },
      { label: 'Konto', after: '7' },
    ]);
  });

  it('says the prison, the role, the approval and a deleted account in Polish', () => {
    expect(describeEntry(entry('adminBlockUser', '/api/admin/blockUser', { userId: 7, days: 1 }))).toBe('Uwięzienie konta #7 na 1 dzień');
    expect(describeEntry(entry('adminBlockUser', '/api/admin/blockUser', { userId: 7, days: 3 }))).toBe('Uwięzienie konta #7 na 3 dni');
    expect(describeEntry(entry('adminSetUserRole', '/api/admin/users/7/role', { role: 'mistrz_gry' }))).toBe(
      'Zmiana roli konta #7 na: Mistrz gry',
    );
    expect(changesOf(entry('adminSetUserRole', '/api/admin/users/7/role', { role: 'mistrz_gry' }))).toEqual([
      { label: 'Rola', after: 'Mistrz gry' },
    ]);
    expect(describeEntry(entry('adminSetCharacterApproval', '/api/admin/characters/3/approval', { approved: false }))).toBe(
      'Cofnięcie akceptacji postaci #3',
    );
    const deleted = entry('adminDeleteUser', '/api/admin/delete-user/9', null, 'morwen@mrok.test');
    expect(describeEntry(deleted)).toBe('Usunięcie konta morwen@mrok.test #9');
    expect(changesOf(deleted)).toEqual([{ label: 'E-mail', before: 'morwen@mrok.test' }]);
  });

  it('lists changed stats field by field from the JSON before and after', () => {
    const stats = entry(
      'adminSetStats',
      '/api/home/stats',
      { userId: 7, strength: 12 },
      JSON.stringify({ strength: 10, dexterity: 5 }),
    );
    expect(describeEntry(stats)).toBe('Zmiana statystyk postaci konta #7');
    expect(changesOf(stats)).toEqual([
      { label: 'Konto', after: '7' },
      { label: 'Siła', before: '10', after: '12' },
      { label: 'Zręczność', before: '5' },
    ]);
  });

  it('quotes a title, strips HTML from a text and cuts a long one', () => {
    const sent = entry('adminSendGlobalMessage', '/api/admin/sendGlobalMessage', { title: 'Burza', content: `<p>Bramy <strong>zamknięte</strong></p>${'x'.repeat(200)}` });
    expect(describeEntry(sent)).toBe('Ogłoszenie dla wszystkich graczy: „Burza”');
    const [, content] = changesOf(sent);
    expect(content.label).toBe('Treść');
    expect(content.after?.startsWith('Bramy zamknięte x')).toBe(true);
    expect(content.after?.endsWith('…')).toBe(true);
  });

  it('words every lore section’s writes', () => {
    expect(describeEntry(entry('addVampire', '/api/vampires', { title: 'Nosferatu' }))).toBe('Nowy wpis kompendium (wampiry): „Nosferatu”');
    expect(describeEntry(entry('deleteBeast', '/api/bestiary/4', null))).toBe('Usunięcie wpisu kompendium (bestiariusz) #4');
  });

  it('names an unknown operation by its id and address, and shows a body that is not JSON', () => {
    const unknown = entry('summonDragon', '/api/dragons/1', '(plik)');
    expect(describeEntry(unknown)).toBe('Operacja summonDragon (POST /api/dragons/1)');
    expect(changesOf(unknown)).toEqual([{ label: 'Wysłano', after: '(plik)' }]);
    expect(changesOf(entry('summonDragon', '/api/dragons/1', null, 'stary'))).toEqual([{ label: 'Poprzednio', before: 'stary' }]);
  });

  it('words every admin write of the API (openapi.json’s operation ids)', () => {
    const adminWrites = [
      'adminSendGlobalMessage', 'adminBlockUser', 'adminReleaseUser', 'adminDeleteUser', 'adminAddResidentMessage',
      'adminUpdateResidentMessage', 'adminDeleteResidentMessage', 'adminToggleResidentMessage', 'adminSetUserRole',
      'adminSetCharacterApproval', 'adminCreateTavernRoom', 'adminUpdateTavernRoom', 'adminDeleteTavernRoom',
      'adminRestoreNews', 'adminChangeNickname', 'adminChangeSecondaryNicknameByUser', 'adminChangeSecondaryNickname',
      'adminAddAchievement', 'adminEditAchievements', 'adminAddSecondaryAchievement', 'adminEditSecondaryAchievements',
      'adminSetInformacja', 'adminSetStats', 'adminCreateArenaMonster', 'adminUpdateArenaMonster', 'adminDeleteArenaMonster',
      'adminCreateEquipmentArchetype', 'adminUpdateEquipmentArchetype', 'adminDeleteEquipmentArchetype', 'adminReviewReport',
    ];
    expect(adminWrites.filter((id) => !(id in WORDINGS))).toEqual([]);
    for (const id of adminWrites) expect(describeEntry(entry(id, '/api/admin/x/1', {}))).not.toMatch(/^Operacja /);
  });
});
