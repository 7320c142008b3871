const KEY = 'referralPrefix';

/**
 * Keeps the referral code (`prefix`) of the address for this tab (decision 0018). On /news, /contact
 * and /forgot-password no dialog may open (SPEC.md §2), so a link there opens nothing; the code then
 * waits until the visitor opens the register dialog themselves. Storage errors (private mode) only
 * lose the code.
 */
export function rememberReferralPrefix(search: string): void {
  const prefix = new URLSearchParams(search).get('prefix')?.trim();
  if (!prefix) return;
  try {
    sessionStorage.setItem(KEY, prefix);
  } catch {
    // Nothing to keep it in.
  }
}

/** The code remembered in this tab, if any. */
export function rememberedReferralPrefix(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
