import { AFFILIATE_LIMITS, REFERRAL_TEXTS } from '@member/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { rememberedReferralPrefix } from './referral-prefix';

export interface ReferralPrefix {
  /** What the registration sends as `prefix` (SPEC.md §3), as the link gave it. */
  prefix: string | null;
  /** Set when the code cannot be a referral code: the member is told before registering without one. */
  notice: string | null;
}

/** Whether a code could be a referral code at all (the server compares them upper-cased). */
export const isReferralCodeShape = (code: string) => AFFILIATE_LIMITS.codePattern.test(code.trim().toUpperCase());

/**
 * The referral code the register dialog reads on open (SPEC.md §2): the address's `prefix`, else the
 * one remembered in this tab from a page where no dialog could open (decision 0018).
 */
export function useReferralPrefix(): ReferralPrefix {
  const [params] = useSearchParams();
  const [prefix] = useState(() => params.get('prefix')?.trim() || rememberedReferralPrefix());
  return {
    prefix,
    notice: prefix !== null && !isReferralCodeShape(prefix) ? REFERRAL_TEXTS.unknownCode(prefix) : null,
  };
}

/** The line the register dialog shows when its code is unknown. */
export function ReferralNotice({ notice }: { notice: string | null }) {
  if (notice === null) return null;
  return (
    <p role="status" className="rounded-xl border border-gold/40 bg-gold/10 px-3 py-2 text-sm text-text">
      {notice}
    </p>
  );
}
