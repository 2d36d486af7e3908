// Landing-only look: a lighter blood red for small text (AA contrast on near-black), the height
// of the sticky navigation, and what every section shares.
export const ember = '#e2665c';

export const NAV_HEIGHT = 64;

export const sectionSx = {
  // Section headings are not hidden under the sticky navigation after a jump.
  scrollMarginTop: `${NAV_HEIGHT}px`,
  // Sections take the focus after a jump only to move screen readers there; no ring around them.
  '&:focus': { outline: 'none' },
} as const;
