import type { DepositType, MoneyStatus } from '@member/shared';

/** What money's data files share: timestamps as ISO text, a new deposit (or, with its type, a withdrawal), a page. */

export const iso = (value: Date | string) => new Date(value).toISOString();

export interface NewDeposit {
  memberId: string;
  amountSatang: number;
  type: DepositType;
  status: MoneyStatus;
  annotation?: string | null;
  operatorId?: string | null;
  /** The promotion the deposit claims (checked by the caller). */
  promotionId?: number | null;
  /** The operator's account the member sent the money to (checked by the caller). */
  depositBankAccountId?: number | null;
  /** Satang were added to the amount to make it unique (automatic deposits). */
  exactAmount?: boolean;
}

export interface PageQuery {
  page: number;
  limit: number;
}
