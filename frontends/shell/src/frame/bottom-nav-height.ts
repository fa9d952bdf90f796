/** The signed-in bottom navigation's height; the page keeps this much room below its content. */
export const BOTTOM_NAV_HEIGHT = 64;
