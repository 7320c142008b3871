/** Play: the game providers' wallet API, launching games, rounds, the sandbox slot. */
export * from './play';
export * from './texts';
export * from './sandbox-texts';
