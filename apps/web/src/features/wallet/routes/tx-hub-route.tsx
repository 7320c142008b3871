import { PROMOTION, REFER, WALLET } from '@member/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GiftIcon, HistoryIcon, UsersIcon } from '@/shared/ui/icons';
import { CreditSummary } from '../components/credit-summary';
import { MoneyActions } from '../components/money-actions';
import { paths } from '@/shared/paths';

const HISTORY_LINKS = [
  { to: paths.tx.depositHistory, label: WALLET.depositHistory },
  { to: paths.tx.withdrawHistory, label: WALLET.withdrawHistory },
  { to: paths.tx.bonusHistory, label: WALLET.bonusHistory },
] as const;

function HubLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 text-text transition hover:border-accent/60"
    >
      {icon}
      <span className="flex-1">{children}</span>
      <span aria-hidden="true" className="text-muted">
        ›
      </span>
    </Link>
  );
}

/** `/tx`: the credit, deposit and withdraw, the return of losses, the referral income, and the histories. */
export default function TxHubRoute() {
  return (
    <div className="flex flex-col gap-5 px-4 pt-4 pb-10">
      <h1 className="text-lg font-semibold text-gold">{WALLET.hubTitle}</h1>
      <CreditSummary>
        <MoneyActions />
      </CreditSummary>
      <HubLink to={paths.tx.returnLoss} icon={<GiftIcon className="size-5 text-gold" />}>
        {PROMOTION.returnLossLink}
      </HubLink>
      <HubLink to={paths.tx.incomeWithdraw} icon={<UsersIcon className="size-5 text-gold" />}>
        {REFER.walletLink}
      </HubLink>
      <nav aria-label={WALLET.historyTitle} className="flex flex-col gap-2">
        <h2 className="text-sm font-medium text-text/90">{WALLET.historyTitle}</h2>
        {HISTORY_LINKS.map((link) => (
          <HubLink key={link.to} to={link.to} icon={<HistoryIcon className="size-5 text-gold" />}>
            {link.label}
          </HubLink>
        ))}
      </nav>
    </div>
  );
}
