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
} as const;
