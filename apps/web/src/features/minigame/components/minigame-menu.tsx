import { MINIGAME } from '@member/shared';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { GiftIcon, HistoryIcon, type IconProps, WalletIcon, ChartIcon } from '@/shared/ui/icons';
import { paths } from '@/shared/paths';

const ITEMS: { to: string; key: keyof typeof MINIGAME.menuHints; Icon: ComponentType<IconProps> }[] = [
  { to: paths.miniGame.history, key: 'history', Icon: HistoryIcon },
  { to: paths.miniGame.rewardHistory, key: 'rewardHistory', Icon: GiftIcon },
  { to: paths.miniGame.creditHistory, key: 'creditHistory', Icon: ChartIcon },
  { to: paths.miniGame.profit, key: 'profit', Icon: WalletIcon },
];

/** The hub's tiles to the histories and the profit, two by two, each a full tap target named by its title. */
export function MinigameMenu() {
  return (
    <nav aria-label={MINIGAME.menu}>
      <ul className="grid grid-cols-2 gap-2">
        {ITEMS.map(({ to, key, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full min-h-[84px] flex-col gap-1 rounded-2xl border border-line bg-surface p-3 transition hover:border-gold/50"
            >
              <span className="flex items-center gap-2 text-sm font-semibold text-text">
                <Icon className="size-5 shrink-0 text-gold" />
                {MINIGAME.titles[key]}
              </span>
              <span className="text-xs text-muted">{MINIGAME.menuHints[key]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
