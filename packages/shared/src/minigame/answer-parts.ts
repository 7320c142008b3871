import { z } from 'zod';
import { COIN_ENTRY_TYPES } from './model';
import { isoTimeSchema } from '../common/answers';

/**
 * Pieces both the members' (answers.ts) and the operators' (operator-answers.ts) answers are made of;
 * not part of the package's entries.
 */

export const baht = z.number();
export const coins = z.number().int();
const nullableUrl = z.string().nullable();

/** The files of a game: URLs under `/uploads/`, null when none was uploaded (the app uses its own art and sound). */
export const minigameMediaSchema = z.object({
  image: nullableUrl,
  sounds: z.object({ play: nullableUrl, win: nullableUrl, lose: nullableUrl }),
});
export const mediaFields = minigameMediaSchema.shape;

export const coinRowFields = {
  id: z.string(),
  createdAt: isoTimeSchema,
  type: z.enum(COIN_ENTRY_TYPES),
  amount: coins,
  /** The game of a play or a prize, else null. */
  game: z.string().nullable(),
};
