import { randomInt } from 'node:crypto';
import type { SandboxErrorCode } from '@member/shared';
import type { z } from 'zod';

/** A uniform integer in [0, max): `crypto.randomInt` unless a test gives its own. */
export type RandomInt = (max: number) => number;
export const secureRandomInt: RandomInt = (max) => randomInt(max);

/** The bets a member may choose in every sandbox game, in baht. */
export const BETS = [1, 5, 10, 20, 50] as const;
export type Bet = (typeof BETS)[number];

/** The figures of a game computed over every equally likely outcome (decisions 0105, 0106). */
export interface ExactFigures {
  rtp: number;
  hitRate: number;
  combinations: number;
}

/** The texts a game's page is made with: its name and the refusals the backend answers, in Thai. */
export interface SandboxGameTexts {
  gameName: string;
  errors: Readonly<Record<SandboxErrorCode, string>>;
}

/**
 * One game of the sandbox provider (decision 0105, registry `games/index.ts`). The routes do the rest:
 * the session, the wallet's bet, win and round end, the refusals. `Choice` is what the member picks
 * besides the bet (the play body's other fields); the outcome is drawn by `play` on the server.
 */
export interface SandboxGame<Choice = Record<string, never>> {
  /** The game's code at the wallet (`play_providers.games`, the launch's `game`, the bet's `game`). */
  code: string;
  /** `POST /games/sandbox/api/{action}` plays one round of it. */
  action: string;
  /** Its page: the template in the module's folder, the id of its texts' JSON block, the texts. */
  page: { template: string; textsId: string; texts: SandboxGameTexts };
  /** What the session answer adds for the page (bets, paytable, RTP…), and its schema. */
  sessionData(): Record<string, unknown>;
  sessionShape: z.ZodRawShape;
  /** The play body's fields besides `session` and `bet`. */
  choiceShape: z.ZodRawShape;
  /** The round answer's fields besides `round_id`, `bet`, `amount` and `balance`. */
  outcomeShape: z.ZodRawShape;
  /** One round's outcome, drawn with `random`: times the bet paid (0 for a loss) and what the page draws. */
  play(choice: Choice, random?: RandomInt): { multiplier: number };
  /** The documented return to player, and the exact figures the unit test holds it to. */
  documentedRtp: number;
  exactFigures(): ExactFigures;
  /** The choices `npm run rtp` plays in turn. */
  sampleChoices: readonly Choice[];
}

/** The payout of a bet (whole baht, since bets and multipliers are). */
export function payout(bet: number, outcome: { multiplier: number }): number {
  return bet * outcome.multiplier;
}
