/**
 * `@member/shared`: the contract of the member API, one folder per domain (DESIGN.md §2). The answer
 * schemas are server-side (`@member/shared/responses`); this entry re-exports only their types.
 */
export * from './common';
export * from './shell';
export * from './money';
export * from './content';
export * from './promotion';
export * from './member';
export * from './operator';
export * from './play';
export * from './affiliate';
export * from './minigame';
export * from './chat';
export * from './jobs';
export * from './statements';
export * from './limits';
export * from './turnover';
export * from './payouts';
export * from './realtime';
export * from './routes';
