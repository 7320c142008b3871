export * from './common';
export * from './content';
export * from './member';
export * from './operator';
export * from './promotion';
export * from './money';
export * from './play';
export * from './affiliate';
