import type { DepositBankAccount } from '@member/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** A row of `GET /admin/deposit-bank-accounts`: active or not. */
export interface AdminDepositBankAccount extends Omit<DepositBankAccount, 'isActive'> {
  isActive: boolean;
}

/** `GET /admin/deposit-bank-accounts`: the site's receiving accounts. */
export const depositBankAccountsKey = ['payment-settings', 'deposit-bank-accounts'] as const;

export const fetchDepositBankAccounts = () => api.get<AdminDepositBankAccount[]>('/admin/deposit-bank-accounts');

export const depositBankAccountsQuery = () =>
  queryOptions({ queryKey: depositBankAccountsKey, queryFn: fetchDepositBankAccounts });

export const useDepositBankAccounts = () => useQuery(depositBankAccountsQuery());
