import type { AvailablePromotion, Promotion, PromotionEligibility } from '@member/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { promotionKeys } from './keys';

/**
 * The queries the promotion pages show first, apart from the hooks: the app asks for these at boot
 * (app/page-data.ts), so this module rides in the entry and must stay this small.
 */

/**
 * What a member may claim changes with every deposit and claim, so it is asked afresh on each visit;
 * a few seconds' grace lets a page use the answer asked for at boot (app/page-data.ts) instead of
 * asking twice.
 */
const CLAIMABLE_STALE_MS = 5_000;

/** `GET /v2/promotion`: the promotions running now. */
export const promotionsQuery = queryOptions({
  queryKey: promotionKeys.list,
  queryFn: () => api.get<Promotion[]>('/v2/promotion'),
});

/** `GET /v2/promotion/available-now`: what this member may claim with a deposit now. */
export const availablePromotionsQuery = queryOptions({
  queryKey: promotionKeys.available,
  queryFn: () => api.get<AvailablePromotion[]>('/v2/promotion/available-now'),
  staleTime: CLAIMABLE_STALE_MS,
});

/** `GET /v2/promotion/eligibility`: for a member, whether each live promotion can be claimed now, and why not. */
export const eligibilityQuery = queryOptions({
  queryKey: promotionKeys.eligibility,
  queryFn: () => api.get<PromotionEligibility[]>('/v2/promotion/eligibility'),
  staleTime: CLAIMABLE_STALE_MS,
});
