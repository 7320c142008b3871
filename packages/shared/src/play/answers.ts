import { z } from 'zod';
import { PLAY_ROUND_STATUSES } from './play';
import { isoTimeSchema, pageOf } from '../common/answers';

/** What every wallet operation of a provider answers (`authenticate` adds the member and currency). */
export const playWalletAnswerSchema = z.object({
  balance: z.number(),
  /** `authenticate` only: the member's game username. */
  member: z.string().optional(),
  /** `authenticate` only. */
  currency: z.literal('THB').optional(),
});
/** What every wallet operation answers: the member's balance after it (baht). */
export type PlayWalletAnswer = z.infer<typeof playWalletAnswerSchema>;

const playGameSchema = z.object({
  code: z.string(),
  name: z.string(),
  image: z.string(),
});
// ---------------------------------------------------------------------------------------------
// The member's calls
export type PlayGame = z.infer<typeof playGameSchema>;

/** `GET /play/games`: the active providers and their games. */
const playProviderGamesSchema = z.object({
  provider: z.object({ code: z.string(), name: z.string() }),
  games: z.array(playGameSchema),
});
export type PlayProviderGames = z.infer<typeof playProviderGamesSchema>;

export const playGamesSchema = z.array(playProviderGamesSchema);

export const playLaunchAnswerSchema = z.object({
  url: z.string(),
  token: z.string(),
  expires_at: isoTimeSchema,
});
/** `POST /play/launch`: the provider's launch URL with the one-time token. */
export type PlayLaunch = z.infer<typeof playLaunchAnswerSchema>;

export const playRoundSchema = z.object({
  provider: z.string(),
  game: z.string().nullable(),
  round_id: z.string(),
  stake: z.number(),
  win: z.number(),
  net: z.number(),
  status: z.enum(PLAY_ROUND_STATUSES),
  started_at: isoTimeSchema,
  ended_at: isoTimeSchema.nullable(),
});
/**
 * A round of play (baht): `stake` is what stayed staked (refunded bets do not count), `net` = win −
 * stake, the change of the member's credit.
 */
export type PlayRound = z.infer<typeof playRoundSchema>;

export const playRoundPageSchema = pageOf(playRoundSchema);

export const adminPlayProviderSchema = z.object({
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  launchUrl: z.string(),
  games: z.array(playGameSchema),
  hasSecret: z.boolean(),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
/** A provider as the operator sees it: never its secret, only whether it has one. */
export type AdminPlayProvider = z.infer<typeof adminPlayProviderSchema>;

export const adminPlayProviderListSchema = z.array(adminPlayProviderSchema);

/** One provider's day: stakes, wins and refunds (baht), GGR = stakes − wins − refunds, rounds started. */
const playGgrRowSchema = z.object({
  day: z.string(),
  provider: z.string(),
  stakes: z.number(),
  wins: z.number(),
  refunds: z.number(),
  ggr: z.number(),
  rounds: z.number().int(),
});
export type PlayGgrRow = z.infer<typeof playGgrRowSchema>;

export const playGgrSchema = z.array(playGgrRowSchema);
