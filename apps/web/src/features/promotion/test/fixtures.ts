import { ACCESS_TOKEN_KEY, type Promotion } from '@member/shared';
import { type MockReply, mockFetch } from '@/test/fetch-mock';
import { memberProfile } from '@/test/member-profile';

export function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 5,
    title: 'ฝากแรกรับ 20%',
    description: '<p>รับโบนัส <strong>20%</strong></p>',
    imagePath: null,
    startDate: '2026-01-01T00:00:00.000Z',
    endDate: '2026-12-31T16:59:00.000Z',
    kind: 'deposit_percent',
    ratePercent: 20,
    maxBonus: 500,
    fixedBonus: null,
    period: null,
    minDeposit: 100,
    firstDepositOnly: false,
    oncePerMember: false,
    oncePerDay: false,
    memberLevels: [],
    turnoverMultiple: 2,
    blockedByTurnover: false,
    ...overrides,
  };
}

export const RETURN_LOSS = promotion({
  id: 9,
  title: 'คืนยอดเสีย 5% ทุกวัน',
  kind: 'return_loss',
  ratePercent: 5,
  maxBonus: 1000,
  period: 'daily',
  minDeposit: 0,
  turnoverMultiple: 0,
});

export const MEMBER = memberProfile({ bonus: 1 });

type Handler = (body: unknown) => MockReply | Promise<MockReply>;

/** A signed-in member (bonuses on); `handlers` answer the calls of the page under test. */
export function signInMember(handlers: Record<string, Handler> = {}) {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
  return mockFetch({
    'GET /member/profile': () => ({ body: { data: MEMBER } }),
    'GET /credit': () => ({ body: { data: { credit: 100 } } }),
    ...handlers,
  });
}
