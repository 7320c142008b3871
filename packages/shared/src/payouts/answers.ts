import { z } from 'zod';
import { isoTimeSchema } from '../common/answers';
import { PAYOUT_STATUSES } from './model';
import { payoutSettingsSchema } from './payouts';

export const payoutSettingsAnswerSchema = payoutSettingsSchema;

/** A withdrawal's payout, on the operator's queue row. */
export const payoutSummarySchema = z.object({
  status: z.enum(PAYOUT_STATUSES),
  provider: z.string(),
  reference: z.string(),
  /** Callbacks that came after the payout was settled (kept, not applied). */
  late_callbacks: z.number().int(),
});
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;

/** `GET /admin/withdrawals/{id}/payout`: the payout and everything the provider said, in order. */
export const payoutDetailSchema = payoutSummarySchema.extend({
  provider_ref: z.string().nullable(),
  failure: z.string().nullable(),
  attempts: z.number().int(),
  created_at: isoTimeSchema,
  settled_at: isoTimeSchema.nullable(),
  events: z.array(
    z.object({
      kind: z.enum(['request', 'callback', 'status']),
      status: z.string(),
      applied: z.boolean(),
      detail: z.string().nullable(),
      at: isoTimeSchema,
    }),
  ),
});
export type PayoutDetail = z.infer<typeof payoutDetailSchema>;

/** A provider's callback answer. */
export const payoutCallbackAnswerSchema = z.object({ applied: z.boolean() });
