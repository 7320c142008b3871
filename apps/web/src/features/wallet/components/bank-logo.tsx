import { bankLogoPath, findBank } from '@member/shared';

export function BankLogo({ code, className = 'size-10' }: { code: string; className?: string }) {
  return (
    <img
      src={bankLogoPath(code)}
      alt={findBank(code)?.shortName ?? code}
      className={`shrink-0 rounded-xl ${className}`}
      loading="lazy"
    />
  );
}
