import type { DepositBonus } from '@member/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { type AdminMoneyRow, moneyKeys } from './list-money-rows';

export type DepositBonuses = ReadonlyMap<number, DepositBonus>;

const NONE: DepositBonuses = new Map();

/** Under the deposits' key: a decision refreshes the bonuses with the queue. */
const depositBonusesKey = (ids: string) => [...moneyKeys.kind('deposits'), 'bonuses', ids] as const;

const byDepositId = (bonuses: DepositBonus[]): DepositBonuses =>
  new Map(bonuses.map((bonus) => [bonus.deposit_id, bonus]));

/** The ids of the page's deposits that name a promotion, as the call takes them (`1,2,3`). */
export function promotionDepositIds(rows: readonly AdminMoneyRow[]): string {
  return rows
    .filter((row) => row.promotionId !== null)
    .map((row) => row.id)
    .join(',');
}

/**
 * `GET /admin/promotions/deposit-bonuses?ids=` (`money.view`): once per page of the deposit queue, what each
 * deposit's promotion pays (or would pay on approval), by deposit id. Nothing is asked for a page without
 * promotions, nor when `enabled` is false (the withdrawal queue).
 */
export function useDepositBonuses(rows: readonly AdminMoneyRow[], enabled: boolean): DepositBonuses {
  const ids = enabled ? promotionDepositIds(rows) : '';
  const query = useQuery({
    queryKey: depositBonusesKey(ids),
    queryFn: ({ signal }) => api.get<DepositBonus[]>(`/admin/promotions/deposit-bonuses?ids=${ids}`, { signal }),
    enabled: ids !== '',
    placeholderData: keepPreviousData,
    select: byDepositId,
  });
  return query.data ?? NONE;
}
