/** The back office's Thai texts (`@member/shared/backoffice`): one file per area. */
export * from './common';
export * from './members';
export * from './promotions';
export * from './admin';
export * from './money';
export * from './content';
export * from './play';
export * from './affiliate';
export * from './minigame';
export * from './chat';
