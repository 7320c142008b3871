import { SANDBOX_SLOT } from '@member/shared';
import { z } from 'zod';
import { BETS, SYMBOLS } from './slot';

/**
 * The sandbox provider's own API, used only by its page. It is the provider's contract, not the
 * site's (the site never calls it), so its schemas live with the provider.
 */
const symbolSchema = z.enum(SYMBOLS);

export const sessionBodySchema = z.object({ token: z.string().min(1).max(512) });
export const spinBodySchema = z.object({
  session: z.string().min(1).max(128),
  bet: z
    .number({ error: SANDBOX_SLOT.errors.BET_INVALID })
    .refine((value) => (BETS as readonly number[]).includes(value), SANDBOX_SLOT.errors.BET_INVALID),
});

const providerError = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
/** What the page is told: a refusal of the session (401), the wallet (402, 404, 409) or no answer from it (503). */
const answersOf = <T extends z.ZodType>(schema: T) => ({
  200: z.object({ data: schema }),
  ...Object.fromEntries([401, 402, 404, 409, 503].map((status) => [status, providerError])),
});

export const sessionAnswers = answersOf(
  z.object({
    session: z.string(),
    member: z.string(),
    balance: z.number(),
    currency: z.string(),
    bets: z.array(z.number()),
    strip: z.array(symbolSchema),
    paytable: z.array(z.object({ symbols: z.array(symbolSchema), multiplier: z.number() })),
    rtp: z.number(),
  }),
);

export const spinAnswers = answersOf(
  z.object({
    round_id: z.string(),
    bet: z.number(),
    stops: z.array(z.number().int()),
    window: z.array(z.array(symbolSchema)),
    line: z.array(symbolSchema),
    multiplier: z.number(),
    win: z.object({ kind: z.enum(['three', 'cherries']), symbol: symbolSchema, count: z.number().int() }).nullable(),
    amount: z.number(),
    balance: z.number(),
  }),
);
