import { z } from 'zod';
import { wholeNumberSchema } from '../common/validation';
import { PAYOUT_LIMITS, PAYOUT_MESSAGES } from './model';

const baht = wholeNumberSchema(1, PAYOUT_LIMITS.maxAmountBaht, PAYOUT_MESSAGES.amountInvalid);
const days = wholeNumberSchema(0, PAYOUT_LIMITS.maxDays, PAYOUT_MESSAGES.daysInvalid);

/** `PUT /admin/payouts/settings`: the operator's rules of automatic withdrawals (decision 0175). */
export const payoutSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Whole baht: the largest withdrawal paid automatically. */
  max_amount: baht,
  /** Whole baht: a member's withdrawals of one Bangkok day, this one included. */
  daily_total: baht,
  min_account_age_days: days,
  bank_unchanged_days: days,
});
export type PayoutSettings = z.infer<typeof payoutSettingsSchema>;
