import type { DepositRow, GatewayPayment, PaymentGatewayCode, WithdrawRow } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { invalidateMoney, walletKeys } from './wallet-queries';

/** Every submit gets its own key: a retried network call of the same submit moves money once. */
function postMoney<T>(path: string, amount: number): Promise<T> {
  return api.post<T>(path, { amount }, { idempotencyKey: newIdempotencyKey() });
}

export function useRegularDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => postMoney<DepositRow>('/member/regulardeposit', amount),
    onSuccess: (row) => {
      queryClient.setQueryData(walletKeys.deposit(String(row.id)), row);
      return invalidateMoney(queryClient);
    },
  });
}

export function useGatewayDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, amount }: { code: PaymentGatewayCode; amount: number }) =>
      postMoney<GatewayPayment>(`/member/${code}/deposit`, amount),
    onSuccess: (payment) => {
      queryClient.setQueryData(walletKeys.payment(payment.reference), payment);
      return invalidateMoney(queryClient);
    },
  });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => postMoney<WithdrawRow>('/withdraw/withdraw', amount),
    onSuccess: (row) => {
      queryClient.setQueryData(walletKeys.withdraw(String(row.id)), row);
      return invalidateMoney(queryClient);
    },
  });
}
