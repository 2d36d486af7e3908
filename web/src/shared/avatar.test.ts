import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, avatarSrc } from './avatar';

describe('the avatar address rule', () => {
  it('serves the API paths under /api', () => {
    expect(avatarSrc('/uploads/abc.png')).toBe('/api/uploads/abc.png');
    expect(avatarSrc('uploads/abc.png')).toBe('/api/uploads/abc.png');
  });

  it('never puts /api twice in front of an address that has it', () => {
    expect(avatarSrc('/api/uploads/abc.png')).toBe('/api/uploads/abc.png');
    expect(avatarSrc(avatarSrc('/uploads/abc.png'))).toBe('/api/uploads/abc.png');
  });

  it('keeps whole addresses and previews of a chosen file', () => {
    expect(avatarSrc('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(avatarSrc('blob:http://localhost/1234')).toBe('blob:http://localhost/1234');
  });

  it('gives the default avatar without a path', () => {
    expect(avatarSrc(null)).toBe(DEFAULT_AVATAR);
    expect(avatarSrc(undefined)).toBe(DEFAULT_AVATAR);
    expect(avatarSrc('  ')).toBe(DEFAULT_AVATAR);
    expect(avatarSrc(DEFAULT_AVATAR)).toBe(DEFAULT_AVATAR);
  });
});
