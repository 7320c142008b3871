import { useOutletContext } from 'react-router';

/** Where the affiliate screens link, given by the app (paths.ts) to the section's frame and passed to each tab. */
export interface AffiliatePaths {
  settings: string;
  affiliates: string;
  downlines: string;
  withdrawals: string;
  accruals: string;
  affiliate: (tel: string) => string;
  /** A member's page: link to it only for an operator with `members.view`. */
  member: (tel: string) => string;
}

export type AffiliateSection = 'settings' | 'affiliates' | 'downlines' | 'withdrawals' | 'accruals';

export function useAffiliatePaths(): AffiliatePaths {
  return useOutletContext<AffiliatePaths>();
}
