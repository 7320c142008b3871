import { SANDBOX_HILO } from '@member/shared';
import { z } from 'zod';
import { BETS, type ExactFigures, type RandomInt, type SandboxGame, secureRandomInt } from './types';

/**
 * The sandbox Hi-Lo dice, ไฮโล (decision 0106): three dice drawn on the server with `crypto.randomInt`;
 * the member bets on high (total 11–17) or low (total 4–10), paid 1:1. Any triple loses both: that is
 * the house edge.
 */
export const CHOICES = ['high', 'low'] as const;
export type HiloChoice = (typeof CHOICES)[number];
export type HiloResult = HiloChoice | 'triple';

export const DICE = 3;
export const FACES = 6;
/** The totals each choice wins on (a triple excepted). */
export const RANGES: Readonly<Record<HiloChoice, { min: number; max: number }>> = {
  high: { min: 11, max: 17 },
  low: { min: 4, max: 10 },
};
/** A winning bet is paid 1:1: the stake back and as much again. */
export const MULTIPLIER = 2;

/** The documented return to player (decision 0106): 2 × 105 / 216 = 35 / 36, exact. */
export const DOCUMENTED_RTP = 35 / 36;

export interface RollOutcome {
  choice: HiloChoice;
  /** The three dice, 1–6 each. */
  dice: number[];
  total: number;
  /** What the dice came to: high, low, or a triple (which neither choice wins). */
  result: HiloResult;
  /** Times the bet paid: 2 when the result is the choice, else 0. */
  multiplier: number;
}

/** What three dice come to. */
export function resultOf(dice: readonly number[]): HiloResult {
  if (dice.every((die) => die === dice[0])) return 'triple';
  const total = dice.reduce((sum, die) => sum + die, 0);
  return total >= RANGES.high.min ? 'high' : 'low';
}

/** The outcome of a choice on given dice (tests and the exact RTP enumerate them). */
export function outcomeOfDice(choice: HiloChoice, dice: readonly number[]): RollOutcome {
  const result = resultOf(dice);
  const total = dice.reduce((sum, die) => sum + die, 0);
  return { choice, dice: [...dice], total, result, multiplier: result === choice ? MULTIPLIER : 0 };
}

/** One roll: three dice drawn server-side. */
export function roll(choice: HiloChoice, random: RandomInt = secureRandomInt): RollOutcome {
  return outcomeOfDice(
    choice,
    Array.from({ length: DICE }, () => random(FACES) + 1),
  );
}

/** The exact return to player and hit rate of a choice: every one of the 216 rolls, each equally likely. */
export function exactFigures(choice: HiloChoice = 'high'): ExactFigures {
  let paid = 0;
  let hits = 0;
  for (let a = 1; a <= FACES; a++) {
    for (let b = 1; b <= FACES; b++) {
      for (let c = 1; c <= FACES; c++) {
        const { multiplier } = outcomeOfDice(choice, [a, b, c]);
        paid += multiplier;
        if (multiplier > 0) hits += 1;
      }
    }
  }
  const combinations = FACES ** DICE;
  return { rtp: paid / combinations, hitRate: hits / combinations, combinations };
}

/** Hi-Lo as a game of the provider: `POST /games/sandbox/api/roll` `{ session, bet, choice }`. */
export const hiloGame: SandboxGame<{ choice: HiloChoice }> = {
  code: 'hilo',
  action: 'roll',
  page: { template: 'hilo.html', textsId: 'hilo-texts', texts: SANDBOX_HILO },
  sessionData: () => ({
    bets: [...BETS],
    choices: CHOICES.map((code) => ({ code, ...RANGES[code] })),
    multiplier: MULTIPLIER,
    rtp: DOCUMENTED_RTP,
  }),
  sessionShape: {
    bets: z.array(z.number()),
    choices: z.array(z.object({ code: z.enum(CHOICES), min: z.number().int(), max: z.number().int() })),
    multiplier: z.number(),
    rtp: z.number(),
  },
  choiceShape: {
    choice: z.enum(CHOICES, { error: SANDBOX_HILO.errors.CHOICE_INVALID }),
  },
  outcomeShape: {
    choice: z.enum(CHOICES),
    dice: z.array(z.number().int().min(1).max(FACES)),
    total: z.number().int(),
    result: z.enum(['high', 'low', 'triple']),
    multiplier: z.number(),
  },
  play: ({ choice }, random) => roll(choice, random),
  documentedRtp: DOCUMENTED_RTP,
  exactFigures,
  sampleChoices: CHOICES.map((choice) => ({ choice })),
};
