import { describe, expect, it } from 'vitest';
import { reachLabel } from './reach';

describe('reachLabel', () => {
  it('says how many of the addressed accounts closed it', () => {
    expect(reachLabel({ reads: 3, recipients: 10 })).toBe('Przeczytało 3 z 10');
  });
});
