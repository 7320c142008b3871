import { SANDBOX_SLOT } from '@member/shared';
import { z } from 'zod';
import { BETS, type ExactFigures, type RandomInt, type SandboxGame, secureRandomInt } from './types';

export { BETS, payout, type Bet, type RandomInt } from './types';

/**
 * The sandbox slot (decision 0105): three reels, one pay line (the middle row). Every reel is the same
 * strip of 16 stops; a spin draws one stop per reel with `crypto.randomInt`, nothing else. The page
 * only draws what this answers.
 */
export const SYMBOLS = ['seven', 'bar', 'bell', 'plum', 'lemon', 'cherry'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** One reel, top to bottom (it wraps): seven ×1, bar ×1, bell ×2, plum ×4, lemon ×6, cherry ×2. */
export const REEL_STRIP: readonly SlotSymbol[] = [
  'seven',
  'lemon',
  'plum',
  'cherry',
  'lemon',
  'bell',
  'plum',
  'lemon',
  'bar',
  'lemon',
  'plum',
  'cherry',
  'lemon',
  'bell',
  'plum',
  'lemon',
];
export const REEL_COUNT = 3;

/** Three of a kind on the line: times the bet. */
export const THREE_OF_A_KIND: Readonly<Record<SlotSymbol, number>> = {
  seven: 40,
  bar: 20,
  bell: 10,
  cherry: 10,
  plum: 4,
  lemon: 2,
};
/** Cherries anywhere on the line when they are not three: times the bet. */
export const CHERRIES: Readonly<Record<1 | 2, number>> = { 2: 4, 1: 2 };

/** The documented return to player (decision 0105), exact for the strip and paytable above. */
export const DOCUMENTED_RTP = 0.9599609375;

export type WinKind = 'three' | 'cherries';

export interface SpinOutcome {
  /** The stop drawn on each reel (index into REEL_STRIP): the symbol on the line. */
  stops: number[];
  /** Per reel, the three visible symbols: above the line, on it, below it. */
  window: SlotSymbol[][];
  /** The symbols on the line. */
  line: SlotSymbol[];
  /** Times the bet paid (0 for a loss). */
  multiplier: number;
  /** What paid: three of a kind of `symbol`, or 1–2 cherries. */
  win: { kind: WinKind; symbol: SlotSymbol; count: number } | null;
}

const at = (index: number): SlotSymbol => REEL_STRIP[(index + REEL_STRIP.length) % REEL_STRIP.length] as SlotSymbol;

/** What a line of three symbols pays, in times the bet. */
export function evaluateLine(line: readonly SlotSymbol[]): Pick<SpinOutcome, 'multiplier' | 'win'> {
  const [first] = line;
  if (first !== undefined && line.length === REEL_COUNT && line.every((symbol) => symbol === first)) {
    return { multiplier: THREE_OF_A_KIND[first], win: { kind: 'three', symbol: first, count: REEL_COUNT } };
  }
  const cherries = line.filter((symbol) => symbol === 'cherry').length;
  if (cherries === 1 || cherries === 2) {
    return { multiplier: CHERRIES[cherries], win: { kind: 'cherries', symbol: 'cherry', count: cherries } };
  }
  return { multiplier: 0, win: null };
}

/** The outcome of the given stops (tests and the exact RTP enumerate them). */
export function outcomeOfStops(stops: readonly number[]): SpinOutcome {
  const window = stops.map((stop) => [at(stop - 1), at(stop), at(stop + 1)]);
  const line = stops.map((stop) => at(stop));
  return { stops: [...stops], window, line, ...evaluateLine(line) };
}

/** One spin: a stop per reel drawn server-side. */
export function spin(random: RandomInt = secureRandomInt): SpinOutcome {
  return outcomeOfStops(Array.from({ length: REEL_COUNT }, () => random(REEL_STRIP.length)));
}

/** The exact return to player and hit rate: every combination of stops, each equally likely. */
export function exactFigures(): ExactFigures {
  const n = REEL_STRIP.length;
  let paid = 0;
  let hits = 0;
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      for (let c = 0; c < n; c++) {
        const { multiplier } = outcomeOfStops([a, b, c]);
        paid += multiplier;
        if (multiplier > 0) hits += 1;
      }
    }
  }
  const combinations = n ** REEL_COUNT;
  return { rtp: paid / combinations, hitRate: hits / combinations, combinations };
}

/** The paytable as the page shows it (largest first). */
export function paytable(): { symbols: SlotSymbol[]; multiplier: number }[] {
  const threes = SYMBOLS.map((symbol) => ({ symbols: [symbol, symbol, symbol], multiplier: THREE_OF_A_KIND[symbol] }));
  threes.sort((x, y) => y.multiplier - x.multiplier);
  return [
    ...threes,
    { symbols: ['cherry', 'cherry'], multiplier: CHERRIES[2] },
    { symbols: ['cherry'], multiplier: CHERRIES[1] },
  ];
}

const symbolSchema = z.enum(SYMBOLS);

/** The slot as a game of the provider: `POST /games/sandbox/api/spin` `{ session, bet }`. */
export const slotGame: SandboxGame = {
  code: 'slot',
  action: 'spin',
  page: { template: 'play.html', textsId: 'slot-texts', texts: SANDBOX_SLOT },
  sessionData: () => ({ bets: [...BETS], strip: [...REEL_STRIP], paytable: paytable(), rtp: DOCUMENTED_RTP }),
  sessionShape: {
    bets: z.array(z.number()),
    strip: z.array(symbolSchema),
    paytable: z.array(z.object({ symbols: z.array(symbolSchema), multiplier: z.number() })),
    rtp: z.number(),
  },
  choiceShape: {},
  outcomeShape: {
    stops: z.array(z.number().int()),
    window: z.array(z.array(symbolSchema)),
    line: z.array(symbolSchema),
    multiplier: z.number(),
    win: z.object({ kind: z.enum(['three', 'cherries']), symbol: symbolSchema, count: z.number().int() }).nullable(),
  },
  play: (_choice, random) => spin(random),
  documentedRtp: DOCUMENTED_RTP,
  exactFigures,
  sampleChoices: [{}],
};
