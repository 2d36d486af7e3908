import { describe, expect, it } from 'vitest';
import {
  clampImageWidth,
  DEFAULT_IMAGE_SETTINGS,
  IMAGE_WIDTH,
  isAllowedImageSrc,
  looksLikeImageUrl,
  MAX_IMAGE_BYTES,
  validateImageFile,
} from './imageRules';

describe('looksLikeImageUrl', () => {
  it.each([
    'https://example.com/a.jpg',
    'http://example.com/path/to/b.JPEG',
    'https://cdn.example.com/c.png?size=large',
    'https://example.com/d.gif#frame',
    'https://example.com/e.webp',
    '  https://example.com/f.png  ',
  ])('accepts an http(s) link ending in an image extension: %s', (url) => {
    expect(looksLikeImageUrl(url)).toBe(true);
  });

  it.each([
    'https://example.com/obrazek',
    'https://example.com/a.svg',
    'https://example.com/a.png.html',
    'https://example.com/png',
    'ftp://example.com/a.png',
    '/api/uploads/a.png',
    'example.com/a.png',
    'javascript:alert(1)//a.png',
    'data:image/png;base64,AAAA',
    'https://example.com/a b.png',
    '',
  ])('asks for confirmation for anything else: %s', (url) => {
    expect(looksLikeImageUrl(url)).toBe(false);
  });
});

describe('isAllowedImageSrc', () => {
  it('allows http(s) addresses and paths on this site', () => {
    expect(isAllowedImageSrc('https://example.com/x')).toBe(true);
    expect(isAllowedImageSrc('http://example.com/x.png')).toBe(true);
    expect(isAllowedImageSrc('/api/uploads/abc.png')).toBe(true);
  });
  it('refuses every other scheme and protocol-relative addresses', () => {
    for (const src of ['javascript:alert(1)', 'data:image/png;base64,AA', 'ftp://x/y.png', '//evil.example/x.png', 'x.png', '']) {
      expect(isAllowedImageSrc(src)).toBe(false);
    }
  });
});

describe('validateImageFile', () => {
  it('accepts an image up to 5 MB', () => {
    expect(validateImageFile({ type: 'image/png', size: 1024 })).toBeNull();
    expect(validateImageFile({ type: 'image/webp', size: MAX_IMAGE_BYTES })).toBeNull();
  });
  it('refuses a file that is not an image', () => {
    expect(validateImageFile({ type: 'application/pdf', size: 10 })).toBe('Proszę wybrać plik obrazu!');
    expect(validateImageFile({ type: '', size: 10 })).toBe('Proszę wybrać plik obrazu!');
  });
  it('refuses an image over 5 MB', () => {
    expect(MAX_IMAGE_BYTES).toBe(5_242_880);
    expect(validateImageFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe('Plik jest za duży! Maksymalny rozmiar to 5MB.');
  });
});

describe('clampImageWidth', () => {
  it('keeps widths within 100–800 on the step of 10', () => {
    expect(IMAGE_WIDTH).toEqual({ min: 100, max: 800, step: 10, default: 300 });
    expect(clampImageWidth(300)).toBe(300);
    expect(clampImageWidth(99)).toBe(100);
    expect(clampImageWidth(0)).toBe(100);
    expect(clampImageWidth(801)).toBe(800);
    expect(clampImageWidth(5000)).toBe(800);
    expect(clampImageWidth(304)).toBe(300);
    expect(clampImageWidth(305)).toBe(310);
  });
  it('snaps to another step from the minimum (the profile editor uses 50)', () => {
    expect(clampImageWidth(320, 50)).toBe(300);
    expect(clampImageWidth(330, 50)).toBe(350);
    expect(clampImageWidth(790, 50)).toBe(800);
  });
  it('gives the default 300 for anything that is not a number', () => {
    expect(clampImageWidth(Number.NaN)).toBe(300);
    expect(clampImageWidth(Number.POSITIVE_INFINITY)).toBe(300);
  });
  it('defaults to 300 px, aligned left, without a description', () => {
    expect(DEFAULT_IMAGE_SETTINGS).toEqual({ width: 300, align: 'left', alt: '' });
  });
});
