import type { BonusPreferencePayload } from '@member/shared';
import { apiRequest } from './client';

/**
 * `PUT /promotion/bonus`: whether the member wants deposit bonuses. The profile's switch and the promotion
 * feature's "receive bonuses" both send it; each then refreshes what it shows.
 */
export function updateBonusPreference(payload: BonusPreferencePayload): Promise<{ bonus: 0 | 1 }> {
  return apiRequest<{ bonus: 0 | 1 }>('/promotion/bonus', { method: 'PUT', body: payload });
}
