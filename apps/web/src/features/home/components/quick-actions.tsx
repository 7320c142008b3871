import { CONTENT, HOME, PROMOTION, WALLET } from '@member/shared';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { GiftIcon, HistoryIcon, type IconProps, WalletIcon } from '@/shared/ui/icons';

interface QuickAction {
  to: string;
  label: string;
  Icon: ComponentType<IconProps>;
}

const ACTIONS: QuickAction[] = [
  { to: '/tx/deposit', label: WALLET.depositTitle, Icon: WalletIcon },
  { to: '/tx/withdraw', label: WALLET.withdrawTitle, Icon: WalletIcon },
  { to: '/tx/history', label: WALLET.historyTitle, Icon: HistoryIcon },
  { to: '/promotion', label: PROMOTION.title, Icon: GiftIcon },
  { to: '/tx/withdraw/return-loss', label: PROMOTION.returnLossTitle, Icon: HistoryIcon },
  { to: '/game', label: CONTENT.gameTitle, Icon: GiftIcon },
];

/** The member home's shortcuts: three by two, each a full tap target. */
export function QuickActions() {
  return (
    <nav aria-label={HOME.quickActionsTitle}>
      <ul className="grid grid-cols-3 gap-2">
        {ACTIONS.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex min-h-[76px] flex-col items-center justify-center gap-1.5 rounded-2xl border border-line bg-surface p-2 text-center text-xs font-medium text-text transition hover:border-gold/50"
            >
              <Icon className="size-6 text-gold" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
