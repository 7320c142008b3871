import { formatNumber, LABELS } from '@member/shared';
import { Link } from 'react-router';
import { buttonClass } from '@/shared/ui/button';
import { WalletIcon } from '@/shared/ui/icons';

export interface WalletCardProps {
  fullName: string;
  credit: number | undefined;
  loading: boolean;
}

export function WalletCard({ fullName, credit, loading }: WalletCardProps) {
  return (
    <section className="relative overflow-hidden rounded-3xl border border-gold/20 bg-gradient-to-br from-accent-strong via-[#5c0a18] to-surface p-5 shadow-xl shadow-black/40">
      <div aria-hidden="true" className="absolute -top-16 -right-12 size-48 rounded-full bg-gold/10 blur-2xl" />
      <div aria-hidden="true" className="absolute -bottom-20 -left-10 size-44 rounded-full bg-accent/25 blur-2xl" />
      <div className="relative">
        <p className="truncate text-sm text-white/75">{fullName}</p>
        <p className="mt-3 text-xs tracking-wide text-white/60">{LABELS.balance}</p>
        <p className="mt-1 flex items-baseline gap-2">
          {loading ? (
            <span aria-hidden="true" className="h-9 w-40 animate-pulse rounded-lg bg-white/15" />
          ) : (
            <span data-testid="credit" className="text-4xl font-bold text-white tabular-nums">
              {formatNumber(credit)}
            </span>
          )}
          <span className="text-sm text-gold">{LABELS.currency}</span>
        </p>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <Link to="/tx/deposit" className={buttonClass('gold')}>
            <WalletIcon className="size-5" />
            {LABELS.deposit}
          </Link>
          <Link to="/tx/withdraw" className={buttonClass('secondary', 'bg-black/30 border-white/15')}>
            {LABELS.withdraw}
          </Link>
        </div>
      </div>
    </section>
  );
}
