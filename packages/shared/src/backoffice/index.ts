/** The back office's Thai texts (`@member/shared/backoffice`): each domain's `backoffice.ts`. */
export * from '../common/backoffice';
export * from '../common/backoffice-date-field';
export * from '../member/backoffice';
export * from '../promotion/backoffice';
export * from '../operator/backoffice';
export * from '../money/backoffice';
export * from '../content/backoffice';
export * from '../play/backoffice';
export * from '../affiliate/backoffice';
export * from '../minigame/backoffice';
export * from '../chat/backoffice';
export * from '../chat/backoffice-tabs';
export * from '../jobs/backoffice';
export * from '../statements/backoffice';
