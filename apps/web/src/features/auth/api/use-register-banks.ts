import { useQuery } from '@tanstack/react-query';
import { FALLBACK_REGISTER_BANKS, fetchRegisterBanks } from './register-banks';

export function useRegisterBanks() {
  const query = useQuery({ queryKey: ['register-banks'], queryFn: fetchRegisterBanks, staleTime: 10 * 60_000 });
  return query.data ?? FALLBACK_REGISTER_BANKS;
}
