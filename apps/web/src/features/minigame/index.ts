// The mini-game pages (issue 15). The app loads each route module lazily (app/chunks.ts); what other
// parts of the app may use is exported here.
export { MINIGAME_PATHS } from './lib/paths';
