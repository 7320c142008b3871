/** The affiliate programme. */
export * from './affiliate';
export * from './texts';
export * from './titles';
