/** The back office's Thai texts (`@member/shared/backoffice`): one file per area. */
export * from './common';
export * from './content';
