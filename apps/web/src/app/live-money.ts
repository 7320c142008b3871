import { formatNumber, type MemberMoneyEvent, MONEY_TOASTS } from '@member/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
// The keys alone: the member layout, on every member page, carries no feature's queries for this.
import { affiliateKeys } from '@/features/affiliate/api/keys';
import { minigameKeys } from '@/features/minigame/api/keys';
import { promotionKeys } from '@/features/promotion/api/keys';
import { walletKeys } from '@/features/wallet/api/wallet-queries';
import { memberTurnoverKey } from '@/shared/api/member-turnover';
import { readAgain } from '@/shared/api/read-again';
import { showToast } from '@/shared/stores/toast-store';

/** The toast of a money event (SPEC.md has none: issue 16 §4), the amount as the wallet shows it; null for a kind this build does not know. */
export function moneyToastText(event: Pick<MemberMoneyEvent, 'kind' | 'status' | 'amount'>): string | null {
  const texts = MONEY_TOASTS[event.kind] as (typeof MONEY_TOASTS)[keyof typeof MONEY_TOASTS] | undefined;
  const text = texts?.[event.status];
  return text ? text(formatNumber(event.amount)) : null;
}

/** What each kind of movement makes out of date, beyond the credit and the histories. */
function keysOf(event: MemberMoneyEvent): QueryKey[] {
  switch (event.kind) {
    case 'deposit':
      // A deposit may pay a promotion's bonus (opening its turnover) and mini-game coins; a gateway's QR
      // page waits for it.
      return [
        walletKeys.deposit(event.id),
        walletKeys.payments,
        promotionKeys.all,
        minigameKeys.all,
        memberTurnoverKey,
      ];
    case 'withdrawal':
      return [walletKeys.withdraw(event.id)];
    case 'bonus':
      return [promotionKeys.all, memberTurnoverKey];
    case 'commission':
    case 'affiliate_withdrawal':
      return [affiliateKeys.all];
    case 'minigame_withdrawal':
      return [minigameKeys.all];
    default:
      return [];
  }
}

function invalidate(queryClient: QueryClient, keys: QueryKey[]): void {
  for (const queryKey of keys) void readAgain(queryClient, queryKey);
}

/**
 * The member's channel is followed (the first time, once the first screen is done, and after every
 * break): a push sent before may have reached nobody, so everything that shows money is read again
 * (only what is on screen loads at once; the rest is marked stale).
 */
export function refreshMoney(queryClient: QueryClient): void {
  invalidate(queryClient, [
    walletKeys.credit,
    walletKeys.history,
    walletKeys.deposits,
    walletKeys.withdrawals,
    walletKeys.payments,
    promotionKeys.all,
    affiliateKeys.all,
    minigameKeys.all,
    memberTurnoverKey,
  ]);
}

/**
 * A `member.money` push (docs/api-chat.md): the credit, the histories and the open pages of that
 * movement load again at once (what no page shows is only marked stale), and a short toast says what
 * happened.
 */
export function handleMoneyEvent(queryClient: QueryClient, event: MemberMoneyEvent): void {
  invalidate(queryClient, [walletKeys.credit, walletKeys.history, ...keysOf(event)]);
  const text = moneyToastText(event);
  if (text) showToast(text, event.status === 'approved' ? 'success' : 'error');
}
