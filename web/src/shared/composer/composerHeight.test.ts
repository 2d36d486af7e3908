import { describe, expect, it } from 'vitest';
import { composerHeight, composerLayout, focusModeHeight, isKeyboardOpen } from './composerHeight';

describe('isKeyboardOpen', () => {
  it('is open when the viewport is more than 25% shorter than the screen', () => {
    expect(isKeyboardOpen(600, 800)).toBe(false); // exactly 25% shorter
    expect(isKeyboardOpen(599, 800)).toBe(true);
    expect(isKeyboardOpen(800, 800)).toBe(false);
    expect(isKeyboardOpen(300, 844)).toBe(true);
  });

  it('is closed when a height is unknown', () => {
    expect(isKeyboardOpen(500, 0)).toBe(false);
    expect(isKeyboardOpen(0, 800)).toBe(false);
  });
});

describe('composerHeight', () => {
  it('is about 35% of the usable height', () => {
    expect(composerHeight({ viewportHeight: 1000, screenHeight: 1080, isMobile: false })).toBe(350);
    expect(composerHeight({ viewportHeight: 800, screenHeight: 844, isMobile: true })).toBe(280);
  });

  it('is at least 150 px on desktop and 120 px on mobile', () => {
    expect(composerHeight({ viewportHeight: 300, screenHeight: 300, isMobile: false })).toBe(150);
    expect(composerHeight({ viewportHeight: 300, screenHeight: 300, isMobile: true })).toBe(120);
  });

  it('defaults to 180 px (160 px on mobile) when the viewport is unknown', () => {
    expect(composerHeight({ viewportHeight: 0, screenHeight: 0, isMobile: false })).toBe(180);
    expect(composerHeight({ viewportHeight: 0, screenHeight: 0, isMobile: true })).toBe(160);
  });

  it('stays compact on mobile while the keyboard is open, not on desktop', () => {
    expect(composerHeight({ viewportHeight: 500, screenHeight: 844, isMobile: true })).toBe(120);
    expect(composerHeight({ viewportHeight: 500, screenHeight: 1080, isMobile: false })).toBe(175);
  });

  it('gives focus mode most of the height', () => {
    expect(focusModeHeight({ viewportHeight: 1000, screenHeight: 1080, isMobile: false })).toBe(700);
    expect(focusModeHeight({ viewportHeight: 400, screenHeight: 844, isMobile: true })).toBe(120);
  });

  it('sums up the layout', () => {
    expect(composerLayout({ viewportHeight: 400, screenHeight: 844, isMobile: true })).toEqual({
      isMobile: true,
      keyboardOpen: true,
      minHeight: 120,
      height: 120,
      focusHeight: 120,
    });
    expect(composerLayout({ viewportHeight: 400, screenHeight: 844, isMobile: false }).keyboardOpen).toBe(false);
  });
});
