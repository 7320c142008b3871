import { CONTENT, HOME, MINIGAME, PROMOTION, REFER, WALLET } from '@member/shared';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { GiftIcon, type IconProps, TrophyIcon, UsersIcon } from '@/shared/ui/icons';
import { paths } from '@/shared/paths';
import { DepositIcon, GamepadIcon, ReceiptIcon, ReturnLossIcon, WithdrawIcon } from './action-icons';

interface QuickAction {
  to: string;
  label: string;
  Icon: ComponentType<IconProps>;
}

const ACTIONS: QuickAction[] = [
  { to: paths.tx.deposit, label: WALLET.depositTitle, Icon: DepositIcon },
  { to: paths.tx.withdraw, label: WALLET.withdrawTitle, Icon: WithdrawIcon },
  { to: paths.tx.history, label: WALLET.historyTitle, Icon: ReceiptIcon },
  { to: paths.promotion, label: PROMOTION.title, Icon: GiftIcon },
  { to: paths.tx.returnLoss, label: PROMOTION.returnLossTitle, Icon: ReturnLossIcon },
  { to: paths.game, label: CONTENT.gameTitle, Icon: GamepadIcon },
];

/** The programmes below the shortcuts, each across the row with a line saying what it offers. */
const WIDE_ACTIONS: (QuickAction & { hint: string })[] = [
  { to: paths.miniGame.hub, label: MINIGAME.titles.hub, hint: MINIGAME.homeInvite, Icon: TrophyIcon },
  { to: paths.refer.hub, label: REFER.titles.hub, hint: REFER.homeInvite, Icon: UsersIcon },
];

/** The member home's shortcuts: three by two, each a full tap target, then the mini-games and the referral programme across. */
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
        {WIDE_ACTIONS.map(({ to, label, hint, Icon }) => (
          <li key={to} className="col-span-3">
            <Link
              to={to}
              className="flex items-center gap-3 rounded-2xl border border-gold/30 bg-gradient-to-r from-gold/15 to-surface p-3 text-sm font-medium text-text transition hover:border-gold/60"
            >
              <Icon className="size-6 shrink-0 text-gold" />
              <span className="flex flex-col">
                {label}
                <span className="text-xs font-normal text-muted">{hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
