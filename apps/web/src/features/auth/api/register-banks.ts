import { BANKS, type BankListItem, REGISTERABLE_BANK_CODES } from '@member/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** What a member may register with when the bank list cannot be fetched (SPEC.md §8: bank-list errors are ignored). */
export const FALLBACK_REGISTER_BANKS: readonly BankListItem[] = BANKS.filter((bank) =>
  REGISTERABLE_BANK_CODES.includes(bank.code),
).map(({ code, name }) => ({ code, name }));

export async function fetchRegisterBanks(): Promise<readonly BankListItem[]> {
  try {
    const banks = await api.get<BankListItem[]>('/member/bank', { auth: false });
    return Array.isArray(banks) && banks.length > 0 ? banks : FALLBACK_REGISTER_BANKS;
  } catch {
    return FALLBACK_REGISTER_BANKS;
  }
}

/** The banks a member may register with, the fallback list until (or unless) the server's arrives. */
export function useRegisterBanks() {
  const query = useQuery({ queryKey: ['register-banks'], queryFn: fetchRegisterBanks, staleTime: 10 * 60_000 });
  return query.data ?? FALLBACK_REGISTER_BANKS;
}
