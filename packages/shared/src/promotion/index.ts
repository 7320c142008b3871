/** Promotions, bonuses and return-of-losses. */
export * from './model';
export * from './promotion';
export * from './summary';
export * from './description';
export * from './texts';
