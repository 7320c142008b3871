import { queueCountsQuery } from '@/shared/api/queue-counts';
import type { DepositRow, WithdrawRow } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { type MoneyKind, moneyKeys } from './list-money-rows';

export type Verdict = 'approve' | 'reject';

export interface Decision {
  id: number;
  verdict: Verdict;
  /** Required to reject (the member reads it), optional to approve. */
  annotation?: string;
  /** Made once per submit: a resent decision is answered as the first one was. */
  idempotencyKey: string;
}

/**
 * `POST /admin/{deposits|withdrawals}/:id/approve|reject` (`money.decide`). Final: a row decided
 * already (by another operator, or a gateway's expiry) answers 409 with the server's Thai message.
 */
export function decideMoneyRow(kind: MoneyKind, decision: Decision): Promise<DepositRow | WithdrawRow> {
  const body = decision.annotation ? { annotation: decision.annotation } : {};
  return api.post<DepositRow | WithdrawRow>(`/admin/${kind}/${decision.id}/${decision.verdict}`, body, {
    idempotencyKey: decision.idempotencyKey,
  });
}

export const decideMutationKey = (kind: MoneyKind) => ['money', kind, 'decide'] as const;

/** A decision; whatever its answer, the kind's lists are fetched again (the row left, or someone else decided it). */
export function useDecideMoneyRow(kind: MoneyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: decideMutationKey(kind),
    mutationFn: (decision: Decision) => decideMoneyRow(kind, decision),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyKeys.kind(kind) }),
        queryClient.invalidateQueries({ queryKey: queueCountsQuery.queryKey }),
      ]),
  });
}
