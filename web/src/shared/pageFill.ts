// The height a page may fill without the window scrolling: the visible window (100dvh) less what
// the /home shell puts around the page (on a phone its top bar and the room kept for its bottom
// navigation, and the page's padding). The shell sets that amount as a CSS variable on the page's
// element, so a page (the tavern's chat on a phone) fills the rest without knowing the shell.
export const SHELL_CHROME_VAR = '--mrok-shell-chrome';

export const PAGE_FILL_HEIGHT = `calc(100dvh - var(${SHELL_CHROME_VAR}, 0px))`;
