import { findBank } from '@member/shared';
import { bankLogoUrl } from '@/shared/lib/bank-logos';

/** A bank's or channel's logo; `decorative` when its name is written beside it (no double reading). */
export function BankLogo({
  code,
  className = 'size-10',
  decorative = false,
}: {
  code: string;
  className?: string;
  decorative?: boolean;
}) {
  return (
    <img
      src={bankLogoUrl(code)}
      alt={decorative ? '' : (findBank(code)?.shortName ?? code)}
      className={`shrink-0 rounded-xl ${className}`}
      loading="lazy"
    />
  );
}
