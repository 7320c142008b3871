import type { depositBankAccountUpdateSchema } from '@member/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/shared/api/client';
import { type AdminDepositBankAccount, depositBankAccountsKey } from './get-deposit-bank-accounts';

export type DepositBankAccountChanges = z.input<typeof depositBankAccountUpdateSchema>;

/** `PUT /admin/deposit-bank-accounts/{id}`: any of its fields (activate or deactivate with `isActive`). */
export const updateDepositBankAccount = ({ id, changes }: { id: number; changes: DepositBankAccountChanges }) =>
  api.put<AdminDepositBankAccount>(`/admin/deposit-bank-accounts/${id}`, changes);

export function useUpdateDepositBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDepositBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositBankAccountsKey }),
  });
}
