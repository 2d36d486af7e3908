// The shell's measures (spec 1 §2, §9).
export const SHELL = {
  sidebarWidth: 280,
  contentMax: 1400,
  /** Mobile layout at this width and below. */
  mobileMax: 768,
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
