import type {
  AdminDepositRow,
  AdminMemberDetail,
  AdminMemberRow,
  AdminMemberSession,
  AdminPromotionClaim,
  AdminWithdrawRow,
  ManualAdjustmentPayload,
  MemberCredit,
  MemberLevel,
  MemberLevelResult,
  MemberPasswordResetResult,
  MemberStatus,
  MemberStatusResult,
  Page,
  PlayRound,
} from '@member/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** Every member query starts with this key: a change to a member refreshes the list and their page. */
const MEMBERS_KEY = ['members'] as const;
const telPath = (tel: string) => `/admin/members/${encodeURIComponent(tel)}`;

/** `GET /admin/members` with the list's query string (`?q&status&level&sort&page&limit`). */
export const memberListQuery = (query: string) =>
  queryOptions({
    queryKey: [...MEMBERS_KEY, 'list', query],
    queryFn: ({ signal }) => api.get<Page<AdminMemberRow>>(`/admin/members${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const memberDetailQuery = (tel: string) =>
  queryOptions({
    queryKey: [...MEMBERS_KEY, tel, 'detail'],
    queryFn: ({ signal }) => api.get<AdminMemberDetail>(telPath(tel), { signal }),
  });

/** A row of a member's ledger (`GET /admin/members/{tel}/ledger`). */
export interface LedgerRow {
  id: number;
  at: string;
  amount: number;
  kind: string;
  counterparty: string;
  balance_after: number;
}

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
    queryKey: [...MEMBERS_KEY, tel, tab, query],
    queryFn: ({ signal }) => api.get<Page<MemberTabRows[Tab]>>(`${telPath(tel)}/${tab}${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The member's changes: each refreshes everything known about members once it is saved. */
function useMemberMutation<Input, Output>(tel: string, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
    meta: { tel },
  });
}

export const useChangeLevel = (tel: string) =>
  useMemberMutation(tel, (level: MemberLevel) => api.put<MemberLevelResult>(`${telPath(tel)}/level`, { level }));

export const useChangeStatus = (tel: string) =>
  useMemberMutation(tel, (status: MemberStatus) => api.put<MemberStatusResult>(`${telPath(tel)}/status`, { status }));

export const useSendPasswordReset = (tel: string) =>
  useMemberMutation(tel, () => api.post<MemberPasswordResetResult>(`${telPath(tel)}/password-reset`));

/** A manual credit or debit moves money: one idempotency key per submitted form, made by the caller. */
export const useAdjustCredit = (tel: string) =>
  useMemberMutation(tel, ({ payload, idempotencyKey }: { payload: ManualAdjustmentPayload; idempotencyKey: string }) =>
    api.post<MemberCredit>(`${telPath(tel)}/adjustments`, payload, { idempotencyKey }),
  );
