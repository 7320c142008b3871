import { useQueryClient } from '@tanstack/react-query';
import { type AffiliateKeyGroup, affiliateKeys } from './keys';

/** After a change, fetch again the lists whose rows it changed (whatever the answer: it may have been decided elsewhere). */
export function useInvalidateAffiliate(groups: readonly AffiliateKeyGroup[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(groups.map((group) => queryClient.invalidateQueries({ queryKey: affiliateKeys[group] })));
}
