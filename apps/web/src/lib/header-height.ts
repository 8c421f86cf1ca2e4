/** The shells' fixed header, in px: toasts open below it, never over the register button and the bell. */
export const HEADER_HEIGHT = 60;
