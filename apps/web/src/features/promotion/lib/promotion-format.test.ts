import { PROMOTION } from '@member/shared';
import { describe, expect, it } from 'vitest';
import { promotion, RETURN_LOSS } from '../test/fixtures';
import { claimOutcome, parsePromotionId, promotionClaimPath } from './promotion-format';
import { promotionEndText, promotionSummary } from '@member/shared';

describe('promotion formats', () => {
  it('shows the end as DD/MM/YYYY HH:mm, and - without one', () => {
    expect(promotionEndText({ endDate: '2026-03-03T22:06:00Z' })).toBe('04/03/2026 05:06');
    expect(promotionEndText({ endDate: null })).toBe('-');
  });

  it('says what each kind gives', () => {
    expect(promotionSummary(promotion({ ratePercent: 12.5, maxBonus: 1500 }))).toBe('โบนัส 12.5% สูงสุด 1,500.00 บาท');
    expect(promotionSummary(promotion({ kind: 'deposit_fixed', fixedBonus: 100, ratePercent: null }))).toBe(
      'โบนัส 100.00 บาท',
    );
    expect(promotionSummary(RETURN_LOSS)).toBe('คืนยอดเสีย 5% รายวัน');
  });

  it('claims a deposit promotion on the deposit page and a return of losses on its own page', () => {
    expect(promotionClaimPath(promotion({ id: 7 }))).toBe('/tx/deposit?promotionId=7');
    expect(promotionClaimPath(RETURN_LOSS)).toBe('/tx/withdraw/return-loss');
  });

  it('reads only ids from the query string', () => {
    expect(parsePromotionId('12')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '1e3', '01']) expect(parsePromotionId(bad)).toBeNull();
  });

  it('tells a credit from nothing to claim and from a period claimed before', () => {
    const period = { start: '2026-01-01T17:00:00.000Z', end: '2026-01-02T17:00:00.000Z' };
    const base = { promotionId: 9, loss: 0, period };
    expect(claimOutcome({ ...base, amount: 12.5, credited_now: true })).toEqual({
      credited: true,
      message: PROMOTION.returnLossClaimed('12.50'),
    });
    expect(claimOutcome({ ...base, amount: 0, credited_now: false })).toEqual({
      credited: false,
      message: PROMOTION.returnLossNone,
    });
    expect(claimOutcome({ ...base, amount: 12.5, credited_now: false }).message).toBe(
      PROMOTION.returnLossAlreadyClaimed,
    );
  });
});
