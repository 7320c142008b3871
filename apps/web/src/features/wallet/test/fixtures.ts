import {
  ACCESS_TOKEN_KEY,
  type CombineSettings,
  type DepositBankAccount,
  type DepositRow,
  type GatewayPayment,
} from '@member/shared';
import { type MockReply, mockFetch, sentHeaders } from '@/test/fetch-mock';
import { memberProfile } from '@/test/member-profile';

export const PROFILE = memberProfile();

export const COMBINE: CombineSettings = {
  credit_min: 100,
  bank_transfer: true,
  promptpay: '0899999999',
  accountNamePp: 'บริษัท วอลเล็ท จำกัด',
  truemoney: '0888888888',
  accountNameTmn: 'วอลเล็ท ทรู',
  tmnAuto: false,
  autoDeposit: false,
  gateways: ['cp', 'ppyp'],
  gatewayNames: { cp: 'คิวอาร์ด่วน', ppyp: 'คิวอาร์พร้อมเพย์' },
};

export const ACCOUNT: DepositBankAccount = {
  id: 1,
  bankCode: 'kbnk',
  bankName: 'ธนาคารกสิกรไทย',
  accountNumber: '0011223344',
  accountName: 'บริษัท วอลเล็ท จำกัด',
  isActive: true,
};
export const ACCOUNTS: DepositBankAccount[] = [ACCOUNT];

/** A bank deposit waiting for its transfer, reported by hand (no exact amount, not automatic). */
export function depositRow(overrides: Partial<DepositRow> = {}): DepositRow {
  return {
    id: 42,
    bank_time: '2026-01-02T03:04:05.000Z',
    amount: 1000,
    status: 'waiting_for_approve',
    type: 'bank',
    promotionId: null,
    annotation: null,
    reference: null,
    exactAmount: false,
    automatic: false,
    ...overrides,
  };
}

export function payment(overrides: Partial<GatewayPayment> = {}): GatewayPayment {
  return {
    deposit_id: 9,
    provider: 'cp',
    reference: 'REF123',
    amount: 500,
    qr_payload: '000201...',
    qr_image: 'data:image/png;base64,iVBORw0KGgo=',
    payment_url: 'https://pay.example/REF123',
    expires_at: new Date(Date.now() + 120_000).toISOString(),
    status: 'pending',
    ...overrides,
  };
}

type Handler = (body: unknown) => MockReply | Promise<MockReply>;

/** A signed-in member with the wallet's read calls answered; `handlers` add or replace calls. */
export function signInWallet(handlers: Record<string, Handler> = {}) {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'tok');
  return mockFetch({
    'GET /member/profile': () => ({ body: { data: PROFILE } }),
    'GET /credit': () => ({ body: { data: { credit: 1500.5 } } }),
    'GET /combine': () => ({ body: { data: COMBINE } }),
    'GET /deposit-bank-account': () => ({ body: { data: ACCOUNTS } }),
    ...handlers,
  });
}

/** The `Idempotency-Key` of each call to one endpoint, in order. */
export function sentKeys(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  return sentHeaders(fetchMock, method, path).map((headers) => headers['Idempotency-Key']);
}
