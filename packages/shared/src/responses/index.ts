export * from './common';
export * from './member';
export * from './operator';
