import { REFER } from '@member/shared';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { ChartIcon, GiftIcon, HistoryIcon, type IconProps, TrophyIcon, UsersIcon, WalletIcon } from '@/shared/ui/icons';
import { paths } from '@/shared/paths';

const ITEMS: { to: string; key: keyof typeof REFER.menuHints; Icon: ComponentType<IconProps> }[] = [
  { to: paths.refer.overall, key: 'overall', Icon: GiftIcon },
  { to: paths.refer.member, key: 'member', Icon: UsersIcon },
  { to: paths.refer.profit, key: 'profit', Icon: HistoryIcon },
  { to: paths.refer.stats, key: 'stats', Icon: ChartIcon },
  { to: paths.refer.ranking, key: 'ranking', Icon: TrophyIcon },
  { to: paths.refer.profitManage, key: 'profitManage', Icon: WalletIcon },
];

/** The hub's tiles to every sub-page, two by three, each a full tap target named by its title. */
export function ReferMenu() {
  return (
    <nav aria-label={REFER.menu}>
      <ul className="grid grid-cols-2 gap-2">
        {ITEMS.map(({ to, key, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full min-h-[84px] flex-col gap-1 rounded-2xl border border-line bg-surface p-3 transition hover:border-gold/50"
            >
              <span className="flex items-center gap-2 text-sm font-semibold text-text">
                <Icon className="size-5 shrink-0 text-gold" />
                {REFER.titles[key]}
              </span>
              <span className="text-xs text-muted">{REFER.menuHints[key]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
