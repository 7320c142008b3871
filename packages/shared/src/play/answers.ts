import { z } from 'zod';
import {
  type AdminPlayProvider,
  PLAY_ROUND_STATUSES,
  type PlayGame,
  type PlayGgrRow,
  type PlayLaunch,
  type PlayProviderGames,
  type PlayRound,
  type PlayWalletAnswer,
} from './play';
import { isoTimeSchema, pageOf } from '../common/answers';

/** What every wallet operation of a provider answers (`authenticate` adds the member and currency). */
export const playWalletAnswerSchema = z.object({
  balance: z.number(),
  member: z.string().optional(),
  currency: z.literal('THB').optional(),
}) satisfies z.ZodType<PlayWalletAnswer>;

const playGameSchema = z.object({
  code: z.string(),
  name: z.string(),
  image: z.string(),
}) satisfies z.ZodType<PlayGame>;

export const playGamesSchema = z.array(
  z.object({
    provider: z.object({ code: z.string(), name: z.string() }),
    games: z.array(playGameSchema),
  }) satisfies z.ZodType<PlayProviderGames>,
);

export const playLaunchAnswerSchema = z.object({
  url: z.string(),
  token: z.string(),
  expires_at: isoTimeSchema,
}) satisfies z.ZodType<PlayLaunch>;

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
}) satisfies z.ZodType<PlayRound>;

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
}) satisfies z.ZodType<AdminPlayProvider>;

export const adminPlayProviderListSchema = z.array(adminPlayProviderSchema);

export const playGgrSchema = z.array(
  z.object({
    day: z.string(),
    provider: z.string(),
    stakes: z.number(),
    wins: z.number(),
    refunds: z.number(),
    ggr: z.number(),
    rounds: z.number().int(),
  }) satisfies z.ZodType<PlayGgrRow>,
);
