/** The mini-games: games, prizes, coins and credit, the provably fair draw. */
export * from './minigame';
export * from './draw';
export * from './texts';
export * from './titles';
