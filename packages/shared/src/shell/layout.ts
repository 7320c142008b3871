/**
 * Texts of the member layout around every member page (the bottom menu). Exported through messages.ts;
 * in their own module so only the member layout's chunk carries them, not a guest's first load.
 */
export const LAYOUT = {
  /** The bottom menu's name: a screen reader tells it apart from a page's own navigation. */
  bottomMenu: 'เมนูหลัก',
} as const;
