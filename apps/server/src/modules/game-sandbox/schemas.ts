import { z } from 'zod';
import { GAMES } from './games';
import { BETS, type SandboxGame } from './games/types';

/**
 * The sandbox provider's own API, used only by its pages. It is the provider's contract, not the
 * site's (the site never calls it), so its schemas live with the provider. The session and the round
 * answers are a game's own fields beside the common ones (`games/*.ts`).
 */
const gameCodes = GAMES.map((game) => game.code) as [string, ...string[]];

/** `game` is the launch's (`/play?token&game`); a page without it is the slot's. */
export const sessionBodySchema = z.object({
  token: z.string().min(1).max(512),
  game: z.enum(gameCodes).optional(),
});

/** A round of `game`: the session, a bet on offer, and the game's choice. */
export const playBodySchema = (game: SandboxGame<object>) =>
  z.object({
    session: z.string().min(1).max(128),
    bet: z
      .number({ error: game.page.texts.errors.BET_INVALID })
      .refine((value) => (BETS as readonly number[]).includes(value), game.page.texts.errors.BET_INVALID),
    ...game.choiceShape,
  });
const providerError = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
/** What the page is told: a refusal of the session (401), the wallet (402, 404, 409) or no answer from it (503). */
const answersOf = <T extends z.ZodType>(schema: T) => ({
  200: z.object({ data: schema }),
  ...Object.fromEntries([401, 402, 404, 409, 503].map((status) => [status, providerError])),
});

const sessionCommon = { session: z.string(), member: z.string(), balance: z.number(), currency: z.string() };
const [first, ...others] = GAMES.map((game) =>
  z.object({ game: z.literal(game.code), ...sessionCommon, ...game.sessionShape }),
);
export const sessionAnswers = answersOf(first && others.length > 0 ? z.union([first, ...others]) : z.never());

/** A round's answer: its id, the bet, the game's outcome, what it paid and the balance after it. */
export const roundAnswers = (game: SandboxGame<object>) =>
  answersOf(
    z.object({
      round_id: z.string(),
      bet: z.number(),
      ...game.outcomeShape,
      amount: z.number(),
      balance: z.number(),
    }),
  );
