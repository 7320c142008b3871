import type {
  AdminAccrualRun,
  AdminAffiliateDetail,
  AdminAffiliateRow,
  AdminAffiliateWithdrawalRow,
  AdminDownlineRow,
  AffiliateSettings,
  Page,
} from '@member/shared';

/** Answers shaped as docs/api-affiliate.md says, with values a test can recognise on screen. */

export const pageOf = <T>(items: T[], total = items.length): Page<T> => ({ items, page: 1, limit: 20, total });

export const SETTINGS: AffiliateSettings = {
  affRate: 5,
  secondLevelRate: 1.5,
  minWithdraw: 100,
  basis: 'net_loss',
  negativeCarryover: true,
  addressFlagsAlone: false,
};

export const AFFILIATE: AdminAffiliateRow = {
  tel: '0811111111',
  first_name: 'สมชาย',
  last_name: 'ใจดี',
  code: 'SOMCHAI1',
  downlines: 12,
  flaggedDownlines: 1,
  totalAff: 12345.67,
  availableAff: 2500.5,
  held: false,
};

export const DOWNLINE: AdminDownlineRow = {
  tel: '0822222222',
  first_name: 'สมหญิง',
  last_name: 'ใจดี',
  affiliate: {
    tel: AFFILIATE.tel,
    first_name: AFFILIATE.first_name,
    last_name: AFFILIATE.last_name,
    code: AFFILIATE.code,
  },
  registered_at: '2026-03-01T03:00:00.000Z',
  state: 'flagged',
  flagReasons: ['same_name', 'same_device'],
  contribution: 0,
  reviewed_by: null,
  reviewed_at: null,
  note: null,
};

export const DETAIL: AdminAffiliateDetail = {
  affiliate: {
    ...AFFILIATE,
    heldNote: null,
    upline: { tel: '0899999999', first_name: 'ใหญ่', last_name: 'บนสุด', code: 'TOP1' },
  },
  downlines: [
    DOWNLINE,
    {
      ...DOWNLINE,
      tel: '0833333333',
      first_name: 'สมศรี',
      state: 'ok',
      flagReasons: [],
      contribution: 1234.5,
    },
  ],
  commissions: [
    {
      id: 'c1',
      runId: 'r1',
      periodStart: '2026-03-01T17:00:00.000Z',
      periodEnd: '2026-03-02T17:00:00.000Z',
      basis: 'net_loss',
      levelOneBase: 2000,
      levelTwoBase: -300.25,
      carriedIn: -50,
      amount: 95.5,
      carriedOut: 0,
    },
  ],
};

export const WITHDRAWAL: AdminAffiliateWithdrawalRow = {
  id: 'w-1',
  member: { tel: AFFILIATE.tel, first_name: AFFILIATE.first_name, last_name: AFFILIATE.last_name },
  amount: 1500.25,
  status: 'pending',
  requested_at: '2026-03-02T05:30:00.000Z',
  decided_at: null,
  decided_by: null,
  note: null,
  held: true,
};

export const RUN: AdminAccrualRun = {
  id: 'run-1',
  kind: 'scheduled',
  operator: null,
  periodStart: '2026-03-01T17:00:00.000Z',
  periodEnd: '2026-03-02T17:00:00.000Z',
  affiliates: 1234,
  total: 98765.4,
  startedAt: '2026-03-02T17:05:00.000Z',
  finishedAt: '2026-03-02T17:05:03.000Z',
  creditedAt: '2026-03-02T17:05:09.000Z',
};
