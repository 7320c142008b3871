import type {
  AdminStatementLine,
  AdminStatementSource,
  CandidateMember,
  StatementLineCandidates,
} from '@member/shared';

export const SOMCHAI: CandidateMember = {
  id: 7,
  tel: '0812345678',
  name: 'สมชาย ใจดี',
  bank_code: 'kbnk',
  bank_number: '1234567890',
  status: 'active',
};

export const SOMSRI: CandidateMember = {
  id: 9,
  tel: '0898765432',
  name: 'สมศรี มีสุข',
  bank_code: 'scb',
  bank_number: '9876543210',
  status: 'active',
};

const SOURCE = { id: 3, kind: 'bank_sms' as const, name: 'มือถือกสิกร' };

/** A line waiting for review: two requests of its amount. */
export const WAITING: AdminStatementLine = {
  id: 41,
  source: SOURCE,
  state: 'review',
  reason: 'several_candidates',
  raw: 'เงินเข้า 500.00 บ. บช X7890 จาก X1234 28/11/69 11:02',
  bank: 'kbnk',
  amount: 500,
  occurred_at: '2026-11-28T04:02:00.000Z',
  receiving_account: 'X7890',
  sender_account: 'X1234',
  sender_name: null,
  member: null,
  deposit_id: null,
  duplicate_of: null,
  note: null,
  decided_by: null,
  decided_at: null,
  created_at: '2026-11-28T04:02:10.000Z',
};

export const UNREADABLE: AdminStatementLine = {
  ...WAITING,
  id: 42,
  state: 'unparsed',
  reason: null,
  raw: 'โปรโมชั่นพิเศษ สมัครวันนี้',
  bank: null,
  amount: null,
  occurred_at: null,
  receiving_account: null,
  sender_account: null,
  created_at: '2026-11-28T04:05:00.000Z',
};

export const MATCHED: AdminStatementLine = {
  ...WAITING,
  id: 40,
  state: 'matched_auto',
  reason: null,
  member: SOMCHAI,
  deposit_id: 1201,
  decided_by: null,
  decided_at: '2026-11-28T03:00:05.000Z',
  created_at: '2026-11-28T03:00:00.000Z',
};

export const CANDIDATES: StatementLineCandidates = {
  requests: [
    { deposit_id: 1301, amount: 500, created_at: '2026-11-28T03:58:00.000Z', member: SOMCHAI },
    { deposit_id: 1302, amount: 500, created_at: '2026-11-28T04:00:00.000Z', member: SOMSRI },
  ],
  members: [SOMCHAI],
};

export const SMS_SOURCE: AdminStatementSource = {
  id: 3,
  kind: 'bank_sms',
  name: 'มือถือกสิกร',
  deposit_account: { id: 2, bankCode: 'kbnk', accountNumber: '1112227890', accountName: 'บจก. ตัวอย่าง' },
  is_active: true,
  last_line_at: '2026-11-28T04:02:10.000Z',
  silent: false,
  lines_today: 12,
};

export const WALLET_SOURCE: AdminStatementSource = {
  id: 4,
  kind: 'truemoney',
  name: 'ทรูมันนี่หลัก',
  deposit_account: null,
  is_active: true,
  last_line_at: null,
  silent: true,
  lines_today: 0,
};

/** An uploaded statement's source: KBank's K BIZ export of the receiving account. */
export const FILE_SOURCE: AdminStatementSource = {
  id: 5,
  kind: 'statement_file',
  name: 'ไฟล์กสิกร',
  deposit_account: { id: 2, bankCode: 'kbnk', accountNumber: '1112227890', accountName: 'บจก. ตัวอย่าง' },
  is_active: true,
  last_line_at: null,
  silent: false,
  lines_today: 0,
};

/** A statement-file source switched off: nothing may be uploaded to it. */
export const FILE_SOURCE_OFF: AdminStatementSource = { ...FILE_SOURCE, id: 6, name: 'ไฟล์เก่า', is_active: false };

export const page = <T>(items: T[], total = items.length) => ({ items, total, page: 1, limit: 20 });
