// The shell's measures (spec 1 §2, §9).
export const SHELL = {
  sidebarWidth: 280,
  contentMax: 1400,
  /** Mobile layout at this width and below. */
  mobileMax: 768,
  /** The phone's top bar (its borders add 2 px). */
  topBarHeight: 56,
  /** The room (theme spacing) kept under a phone's page for the fixed bottom navigation (56 px). */
  bottomNavRoom: 10,
  /** Very small screens. */
  tinyMax: 480,
  onlinePanelWidth: 260,
  /** The online list docks on the right from this width; below it, it slides in. */
  onlinePanelMin: 1100,
  /**
   * The content's right padding (theme spacing) while the panel's button floats at the top right
   * (16 px from the edge, 40 px wide): the button's lane and a gap, so it covers nothing.
   */
  floatingButtonLane: 9,
} as const;
