// The composer's height (spec 2 §9): about 35% of the usable (visual viewport) height, at least
// 150 px (120 px on mobile, ≤ 900 px wide); 180 px (160 px on mobile) before anything is measured.
// On mobile with the on-screen keyboard open the editor stays compact (120 px) so the text stays
// visible. The hook re-measures on visual-viewport resizes (debounced 100 ms) and 500 ms after an
// orientation change.
import { useEffect, useState } from 'react';

export const COMPOSER_HEIGHT = {
  mobileMaxWidth: 900,
  min: 150,
  mobileMin: 120,
  default: 180,
  mobileDefault: 160,
  share: 0.35,
  /** Focus mode: the editor takes most of the viewport. */
  focusShare: 0.7,
  /** The viewport is this much shorter than the screen: the keyboard is open. */
  keyboardShrink: 0.25,
  resizeDebounceMs: 100,
  orientationDelayMs: 500,
} as const;

export interface ViewportMetrics {
  /** Height of the visual viewport (what is visible above an on-screen keyboard). */
  viewportHeight: number;
  /** `window.screen.height`. */
  screenHeight: number;
  isMobile: boolean;
}

/** Whether an on-screen keyboard is assumed open: the viewport is more than 25% shorter than the screen. */
export function isKeyboardOpen(viewportHeight: number, screenHeight: number): boolean {
  if (!(screenHeight > 0) || !(viewportHeight > 0)) return false;
  return viewportHeight < screenHeight * (1 - COMPOSER_HEIGHT.keyboardShrink);
}

export function composerMinHeight(isMobile: boolean): number {
  return isMobile ? COMPOSER_HEIGHT.mobileMin : COMPOSER_HEIGHT.min;
}

function heightFor(share: number, { viewportHeight, screenHeight, isMobile }: ViewportMetrics): number {
  if (!(viewportHeight > 0)) return isMobile ? COMPOSER_HEIGHT.mobileDefault : COMPOSER_HEIGHT.default;
  if (isMobile && isKeyboardOpen(viewportHeight, screenHeight)) return COMPOSER_HEIGHT.mobileMin;
  return Math.max(composerMinHeight(isMobile), Math.round(viewportHeight * share));
}

/** The editor's height in px inside the page. */
export const composerHeight = (metrics: ViewportMetrics): number => heightFor(COMPOSER_HEIGHT.share, metrics);

/** The editor's height in px in the focus-mode overlay. */
export const focusModeHeight = (metrics: ViewportMetrics): number => heightFor(COMPOSER_HEIGHT.focusShare, metrics);

export function measureViewport(): ViewportMetrics {
  if (typeof window === 'undefined') return { viewportHeight: 0, screenHeight: 0, isMobile: false };
  return {
    viewportHeight: window.visualViewport?.height ?? window.innerHeight,
    screenHeight: window.screen?.height ?? 0,
    isMobile: window.innerWidth <= COMPOSER_HEIGHT.mobileMaxWidth,
  };
}

export interface ComposerLayout {
  isMobile: boolean;
  keyboardOpen: boolean;
  minHeight: number;
  height: number;
  focusHeight: number;
}

export function composerLayout(metrics: ViewportMetrics): ComposerLayout {
  return {
    isMobile: metrics.isMobile,
    keyboardOpen: metrics.isMobile && isKeyboardOpen(metrics.viewportHeight, metrics.screenHeight),
    minHeight: composerMinHeight(metrics.isMobile),
    height: composerHeight(metrics),
    focusHeight: focusModeHeight(metrics),
  };
}

const sameMetrics = (a: ViewportMetrics, b: ViewportMetrics) =>
  a.viewportHeight === b.viewportHeight && a.screenHeight === b.screenHeight && a.isMobile === b.isMobile;

/** The composer's layout for the current viewport, kept up to date. */
export function useComposerHeight(): ComposerLayout {
  const [metrics, setMetrics] = useState(measureViewport);
  useEffect(() => {
    let resizeTimer: number | undefined;
    let orientationTimer: number | undefined;
    const update = () => setMetrics((previous) => {
      const next = measureViewport();
      return sameMetrics(previous, next) ? previous : next;
    });
    const onResize = () => {
      window.clearTimeout(resizeTimer);
      resizeTimer = window.setTimeout(update, COMPOSER_HEIGHT.resizeDebounceMs);
    };
    const onOrientation = () => {
      window.clearTimeout(orientationTimer);
      orientationTimer = window.setTimeout(update, COMPOSER_HEIGHT.orientationDelayMs);
    };
    const resizeTarget: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window.visualViewport ?? window;
    resizeTarget.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onOrientation);
    return () => {
      resizeTarget.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onOrientation);
      window.clearTimeout(resizeTimer);
      window.clearTimeout(orientationTimer);
    };
  }, []);
  return composerLayout(metrics);
}
