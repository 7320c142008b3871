import { WALLET } from '@member/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/shared/ui/page-header';
import { paths } from '@/shared/paths';

export type HistoryTab = 'deposit' | 'withdraw' | 'bonus';

const TABS: { tab: HistoryTab; to: string; label: string }[] = [
  { tab: 'deposit', to: paths.tx.depositHistory, label: WALLET.depositHistory },
  { tab: 'withdraw', to: paths.tx.withdrawHistory, label: WALLET.withdrawHistory },
  { tab: 'bonus', to: paths.tx.bonusHistory, label: WALLET.bonusHistory },
];

/**
 * `/tx/history/*`: the deposit, withdraw and bonus tabs over the chosen history (`children`). The bonus
 * list belongs to the promotion feature; the app puts it in this page.
 */
export function HistoryPage({ tab, children }: { tab: HistoryTab; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 px-4 pb-10">
      <PageHeader title={WALLET.historyTitle} backTo={paths.tx.hub} />
      <nav className="grid grid-cols-3 gap-1 rounded-xl border border-line bg-surface p-1">
        {TABS.map((item) => (
          <Link
            key={item.tab}
            to={item.to}
            replace
            aria-current={item.tab === tab ? 'page' : undefined}
            className={`flex min-h-11 items-center justify-center rounded-lg text-center text-sm font-medium transition ${
              item.tab === tab
                ? 'bg-gradient-to-b from-accent to-accent-strong text-white'
                : 'text-muted hover:text-text'
            }`}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {children}
    </div>
  );
}
