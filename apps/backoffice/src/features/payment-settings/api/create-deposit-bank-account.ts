import type { depositBankAccountSchema } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/shared/api/client';
import { type AdminDepositBankAccount, depositBankAccountsKey } from './get-deposit-bank-accounts';

export type NewDepositBankAccount = z.input<typeof depositBankAccountSchema>;

/** `POST /admin/deposit-bank-accounts`. */
export const createDepositBankAccount = (payload: NewDepositBankAccount) =>
  api.post<AdminDepositBankAccount>('/admin/deposit-bank-accounts', payload);

export function useCreateDepositBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepositBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositBankAccountsKey }),
  });
}
