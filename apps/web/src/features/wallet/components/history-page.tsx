import { WALLET } from '@member/shared';
import { Link } from 'react-router';
import type { HistoryKind } from '../api/wallet-queries';
import { HistoryList } from './history-list';
import { PageHeader } from './page-header';

const TABS: { kind: HistoryKind; to: string; label: string }[] = [
  { kind: 'deposit', to: '/tx/history/deposit', label: WALLET.depositHistory },
  { kind: 'withdraw', to: '/tx/history/withdraw', label: WALLET.withdrawHistory },
];

/** `/tx/history/*`: deposit and withdraw tabs over the chosen history. */
export function HistoryPage({ kind }: { kind: HistoryKind }) {
  return (
    <div className="flex flex-col gap-3 px-4 pb-10">
      <PageHeader title={WALLET.historyTitle} />
      <nav className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-surface p-1">
        {TABS.map((tab) => (
          <Link
            key={tab.kind}
            to={tab.to}
            replace
            aria-current={tab.kind === kind ? 'page' : undefined}
            className={`rounded-lg py-2 text-center text-sm font-medium transition ${
              tab.kind === kind
                ? 'bg-gradient-to-b from-accent to-accent-strong text-white'
                : 'text-muted hover:text-text'
            }`}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <HistoryList key={kind} kind={kind} />
    </div>
  );
}
