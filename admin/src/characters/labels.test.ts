import { describe, expect, it } from 'vitest';
import { roleLabel } from '../users/roles';
import { approvalLabel, kindLabel, magicLabel } from './labels';

describe('Polish labels', () => {
  it('name the kind of a character', () => {
    expect(kindLabel('main')).toBe('główna');
    expect(kindLabel('secondary')).toBe('poboczna');
  });

  it('name the approval in spec 1’s words', () => {
    expect(approvalLabel(true)).toBe('Zaakceptowana');
    expect(approvalLabel(false)).toBe('Niezaakceptowana');
  });

  it('say when magic was not chosen yet', () => {
    expect(magicLabel('Tak')).toBe('Tak');
    expect(magicLabel(undefined)).toBe('nie wybrano');
    expect(magicLabel(null)).toBe('nie wybrano');
  });

  it('name the roles', () => {
    expect(roleLabel('mieszkaniec')).toBe('Mieszkaniec');
    expect(roleLabel('admin')).toBe('Administrator');
    expect(roleLabel('mistrz_gry')).toBe('Mistrz gry');
  });
});
