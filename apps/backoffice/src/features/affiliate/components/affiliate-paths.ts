/** The affiliate screen's tabs. */
export type AffiliateSection = 'settings' | 'affiliates' | 'downlines' | 'withdrawals' | 'accruals';
