export * from './common';
export * from './member';
