import {
  type DepositRow,
  type GatewayPayment,
  type PaymentGatewayCode,
  type SlipAnswer,
  UPLOAD_FILE_FIELD,
  type WithdrawRow,
} from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { newIdempotencyKey } from '@/shared/lib/idempotency-key';
import { invalidateMoney, walletKeys } from './wallet-queries';

/** The amount of a deposit or withdrawal and, for a deposit the member chose one for, the promotion it claims. */
interface MoneyRequest {
  amount: number;
  promotionId?: number | null;
  /** The operator's account the member transferred to, when the page named exactly one (decision 0090). */
  depositBankAccountId?: number;
}

/** Every submit gets its own key: a retried network call of the same submit moves money once. */
function postMoney<T>(path: string, body: MoneyRequest): Promise<T> {
  const { amount, promotionId, depositBankAccountId } = body;
  const payload = {
    amount,
    ...(promotionId == null ? {} : { promotionId }),
    ...(depositBankAccountId === undefined ? {} : { depositBankAccountId }),
  };
  return api.post<T>(path, payload, { idempotencyKey: newIdempotencyKey() });
}

export function useRegularDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MoneyRequest) => postMoney<DepositRow>('/member/regulardeposit', request),
    onSuccess: (row) => {
      queryClient.setQueryData(walletKeys.deposit(String(row.id)), row);
      return invalidateMoney(queryClient);
    },
  });
}

export function useGatewayDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...request }: MoneyRequest & { code: PaymentGatewayCode }) =>
      postMoney<GatewayPayment>(`/member/${code}/deposit`, request),
    onSuccess: (payment) => {
      queryClient.setQueryData(walletKeys.payment(payment.reference), payment);
      return invalidateMoney(queryClient);
    },
  });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => postMoney<WithdrawRow>('/withdraw/withdraw', { amount }),
    onSuccess: (row) => {
      queryClient.setQueryData(walletKeys.withdraw(String(row.id)), row);
      return invalidateMoney(queryClient);
    },
  });
}

/**
 * The transfer slip of a waiting bank deposit (issue 30 §3): the server reads its QR and approves the
 * deposit when the slip proves it, else leaves it for an operator. The answer's deposit replaces the
 * page's at once, as the member's channel would.
 */
export function useDepositSlip(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(UPLOAD_FILE_FIELD, file);
      return api.post<SlipAnswer>(`/member/deposits/${encodeURIComponent(id)}/slip`, form);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(walletKeys.deposit(id), answer.deposit);
      return invalidateMoney(queryClient);
    },
  });
}
