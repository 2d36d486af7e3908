import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@mrok/sdk';
import { cleanup, render } from '../editor/testing';
import { STORAGE_KEYS, saveLogin } from '../session';
import { Can, can, type Permission } from './can';
import PERMISSIONS from './permissions.json';
import { isRole } from './roles';
import { readsWithoutCharacter } from './siteRules';

const ROLES: Role[] = ['mieszkaniec', 'admin', 'mistrz_gry'];

function signIn(role: Role) {
  const token = `e30.${btoa(JSON.stringify({ sub: '1', role })).replace(/=+$/, '')}.c2lnbg`;
  saveLogin({ token, userId: 1, userRole: role, race: 'Wampir' });
}

describe('the permission table', () => {
  it("is core's, variant by variant in the enum's order (core/src/access/permission.rs)", () => {
    expect(Object.keys(PERMISSIONS)).toEqual([
      'editAnyCharacter',
      'renameCharacters',
      'changeChosenMagic',
      'hiddenCardEntries',
      'approveCharacters',
      'readPrivateSessions',
      'seePlayerDetails',
      'useBackoffice',
      'changeRoles',
      'playDuringGameBlock',
      'manageTavern',
      'sendAnnouncements',
      'manageNews',
      'imprison',
      'manageResidentMessages',
      'curateCharacters',
      'deleteAccounts',
      'readLogs',
      'audited',
      'editLore',
      'editBestiary',
      'reviewReports',
      'manageArena',
    ]);
  });

  it('gives admins everything, residents nothing, game masters the game block, the audit and the bestiary', () => {
    const permissions = Object.keys(PERMISSIONS) as Permission[];
    expect(permissions.filter((p) => can('admin', p))).toEqual(permissions);
    expect(permissions.filter((p) => can('mieszkaniec', p))).toEqual([]);
    expect(permissions.filter((p) => can('mistrz_gry', p))).toEqual(['playDuringGameBlock', 'audited', 'editBestiary']);
    for (const roles of Object.values(PERMISSIONS)) {
      expect(roles[0]).toBe('admin');
      expect(roles.every((role) => isRole(role))).toBe(true);
    }
  });

  it('gives nobody signed in nothing', () => {
    expect(can(undefined, 'manageNews')).toBe(false);
    expect(can(undefined, 'playDuringGameBlock')).toBe(false);
  });
});

describe('the roles read back from storage', () => {
  it("knows the API's three and nothing else", () => {
    expect(ROLES.every((role) => isRole(role))).toBe(true);
    for (const value of [null, '', 'Admin', 'moderator', 'toString', '__proto__', 'constructor']) {
      expect(isRole(value), String(value)).toBe(false);
    }
  });

  it("lets only an admin read the game without a character (the site's own rule)", () => {
    expect(ROLES.filter((role) => readsWithoutCharacter(role))).toEqual(['admin']);
    expect(readsWithoutCharacter(undefined)).toBe(false);
  });
});

describe('<Can>', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  const view = () => (
    <>
      <Can permission="manageNews">
        <span data-testid="news">Dodaj Wieść</span>
      </Can>
      <Can permission="editBestiary" fallback={<span data-testid="read-only">tylko do czytania</span>}>
        <span data-testid="bestiary">Dodaj bestię</span>
      </Can>
    </>
  );
  const shown = (container: HTMLElement) => [...container.querySelectorAll('[data-testid]')].map((e) => e.getAttribute('data-testid'));

  it("shows its children to the viewer who holds the permission, else the fallback or nothing", async () => {
    signIn('admin');
    expect(shown((await render(view())).container)).toEqual(['news', 'bestiary']);
    await cleanup();
    signIn('mistrz_gry');
    expect(shown((await render(view())).container)).toEqual(['bestiary']);
    await cleanup();
    signIn('mieszkaniec');
    expect(shown((await render(view())).container)).toEqual(['read-only']);
  });

  it('reads a role edited in storage as a resident’s', async () => {
    signIn('mieszkaniec');
    localStorage.setItem(STORAGE_KEYS.userRole, 'admin');
    expect(shown((await render(view())).container)).toEqual(['read-only']);
  });

  it('shows nothing to nobody signed in', async () => {
    expect(shown((await render(view())).container)).toEqual(['read-only']);
  });
});
