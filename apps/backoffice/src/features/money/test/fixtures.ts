import type { AdminDepositRow, AdminWithdrawRow, DepositBonus, MoneyRowMember } from '@member/shared';

const member = (tel: string, firstName: string): MoneyRowMember => ({
  tel,
  first_name: firstName,
  last_name: 'ใจดี',
  level: 'normal',
  bank: { code: 'kbnk', name: 'ธนาคารกสิกรไทย', number_masked: 'xxx-x-x7890-x' },
});

const SOMCHAI = member('0812345678', 'สมชาย');
const SOMSRI = member('0898765432', 'สมศรี');
const MANEE = member('0861112222', 'มานี');

const waiting = {
  bank_time: '2026-11-28T04:00:00.000Z',
  status: 'waiting_for_approve' as const,
  annotation: null,
  created_at: '2026-11-28T04:00:00.000Z',
  decided_at: null,
  decided_by: null,
};

const deposit = (id: number, who: MoneyRowMember, amount: number, promotionId: number | null): AdminDepositRow => ({
  ...waiting,
  id,
  amount,
  type: 'bank',
  promotionId,
  reference: null,
  exactAmount: false,
  automatic: false,
  member: who,
  receiving_account: null,
});

/** 500 baht with a promotion that doubles it; 300 baht with one it no longer qualifies for; 200 baht without. */
export const WITH_BONUS = deposit(701, SOMCHAI, 500, 11);
export const INELIGIBLE = deposit(702, SOMSRI, 300, 12);
export const NO_PROMOTION = deposit(703, MANEE, 200, null);

export const BONUSES: DepositBonus[] = [
  {
    deposit_id: WITH_BONUS.id,
    promotion_id: 11,
    title: 'ฝากแรกรับ 100%',
    state: 'preview',
    bonus: 500,
    turnover: 5000,
    reason: null,
  },
  {
    deposit_id: INELIGIBLE.id,
    promotion_id: 12,
    title: 'ฝากวันละครั้ง',
    state: 'preview',
    bonus: 0,
    turnover: 0,
    reason: 'รับโปรโมชั่นนี้ครบแล้ววันนี้',
  },
];

const withdrawal = (id: number, who: MoneyRowMember, amount: number, turnoverLeft: number): AdminWithdrawRow => ({
  ...waiting,
  id,
  amount,
  type: 'bank',
  promotionId: null,
  bank: { code: 'kbnk', name: 'ธนาคารกสิกรไทย', number: '1234567890' },
  member: who,
  turnover_left: turnoverLeft,
  auto_stop: null,
  payout: null,
});

/** A withdrawal whose member still has 1,250 baht to play, and one with nothing left. */
export const STILL_PLAYING = withdrawal(801, SOMCHAI, 1000, 1250);
export const PLAYED_THROUGH = withdrawal(802, SOMSRI, 400, 0);

export const page = <T>(items: T[]) => ({ items, total: items.length, page: 1, limit: 50 });
