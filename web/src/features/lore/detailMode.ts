// Where an opened entry shows (spec 3 §2.2, §2.4, §9): in a centred modal on a window at least
// 800 px tall, otherwise expanded inline in its card; the rules page goes by width instead —
// inline under the narrow rule of 600 px, a modal from there on.
import useMediaQuery from '@mui/material/useMediaQuery';
import type { DetailRule } from './collections';

/** The modal threshold: window height (spec 3 §9). */
export const MODAL_MIN_HEIGHT = 800;
/** The narrow rule (spec 1 §9), the rules page's breakpoint. */
export const NARROW_MAX_WIDTH = 600;

export type DetailMode = 'modal' | 'inline';

export function detailMode(rule: DetailRule, viewport: { width: number; height: number }): DetailMode {
  if (rule === 'width') return viewport.width >= NARROW_MAX_WIDTH ? 'modal' : 'inline';
  return viewport.height >= MODAL_MIN_HEIGHT ? 'modal' : 'inline';
}

const QUERIES: Record<DetailRule, string> = {
  height: `(min-height:${MODAL_MIN_HEIGHT}px)`,
  width: `(min-width:${NARROW_MAX_WIDTH}px)`,
};

/** {@link detailMode} for this window, following its resizes. */
export function useDetailMode(rule: DetailRule): DetailMode {
  // The first render already knows the window, so an entry named in the address opens the right way.
  const modal = useMediaQuery(QUERIES[rule], { noSsr: true });
  return modal ? 'modal' : 'inline';
}

/**
 * The open entry after a click on `id` (spec 3 §2.2): inline, one entry at a time and a second
 * click closes it; in a modal the click always opens.
 */
export function toggledEntry(open: number | null, id: number, mode: DetailMode): number | null {
  return mode === 'inline' && open === id ? null : id;
}
