import { hiloGame } from './hilo';
import { slotGame } from './slot';
import type { SandboxGame } from './types';

/**
 * The sandbox provider's games (decisions 0105, 0106), by code. A game is one module here plus its
 * page (a template beside `routes.ts`, its files in `static/`) and its row in `play_providers.games`.
 */
export const GAMES: readonly SandboxGame<object>[] = [slotGame, hiloGame];

/** The game a session is made for when the launch names none (pages made before there were two). */
export const DEFAULT_GAME = slotGame;

export const gameByCode = (code: string): SandboxGame<object> | undefined => GAMES.find((game) => game.code === code);
