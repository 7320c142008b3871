import { z } from 'zod';
import { depositRowSchema } from '../money/answers';
import { SLIP_RESULTS } from './slip-texts';

/**
 * A member's transfer slip on their bank deposit request (issue 30, decision 0163): the server reads
 * its QR, asks the verifier for the transfer and approves the request when the slip proves it.
 * `POST /api/member/deposits/{id}/slip`, multipart, the image (JPEG or PNG) in `file`.
 */

export const slipAnswerSchema = z.object({
  result: z.enum(SLIP_RESULTS),
  deposit: depositRowSchema,
});
/** The answer of a slip upload. */
export type SlipAnswer = z.infer<typeof slipAnswerSchema>;
