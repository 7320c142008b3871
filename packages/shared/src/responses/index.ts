export * from './common';
export * from './content';
export * from './member';
export * from './promotion';
