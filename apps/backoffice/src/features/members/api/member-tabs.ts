import type {
  AdminDepositRow,
  AdminMemberSession,
  AdminPromotionClaim,
  AdminWithdrawRow,
  LedgerRow,
  Page,
  PlayRound,
} from '@member/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { memberKeys } from './keys';
import { memberPath } from './members';

/** The tabs of a member's page and the rows each lists. */
export interface MemberTabRows {
  ledger: LedgerRow;
  deposits: AdminDepositRow;
  withdrawals: AdminWithdrawRow;
  bonuses: AdminPromotionClaim;
  sessions: AdminMemberSession;
  rounds: PlayRound;
}
export type MemberTab = keyof MemberTabRows;
export const MEMBER_TABS: readonly MemberTab[] = ['ledger', 'deposits', 'withdrawals', 'bonuses', 'rounds', 'sessions'];
/** Tabs whose rows need more than `members.view`: play is money (`money.view`). */
export const TAB_PERMISSION: Partial<Record<MemberTab, 'money.view'>> = { rounds: 'money.view' };

export const memberTabQuery = <Tab extends MemberTab>(tel: string, tab: Tab, query: string) =>
  queryOptions({
    queryKey: memberKeys.tab(tel, tab, query),
    queryFn: ({ signal }) => api.get<Page<MemberTabRows[Tab]>>(`${memberPath(tel)}/${tab}${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
