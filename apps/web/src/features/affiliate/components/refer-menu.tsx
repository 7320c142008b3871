import { REFER } from '@member/shared';
import type { ComponentType } from 'react';
import { paths } from '@/shared/paths';
import { ChartIcon, GiftIcon, HistoryIcon, type IconProps, TrophyIcon, UsersIcon, WalletIcon } from '@/shared/ui/icons';
import { TileMenu } from '@/shared/ui/tile-menu';

const ITEMS: { to: string; key: keyof typeof REFER.menuHints; Icon: ComponentType<IconProps> }[] = [
  { to: paths.refer.overall, key: 'overall', Icon: GiftIcon },
  { to: paths.refer.member, key: 'member', Icon: UsersIcon },
  { to: paths.refer.profit, key: 'profit', Icon: HistoryIcon },
  { to: paths.refer.stats, key: 'stats', Icon: ChartIcon },
  { to: paths.refer.ranking, key: 'ranking', Icon: TrophyIcon },
  { to: paths.refer.profitManage, key: 'profitManage', Icon: WalletIcon },
];
const TILES = ITEMS.map(({ to, key, Icon }) => ({ to, title: REFER.titles[key], hint: REFER.menuHints[key], Icon }));

/** The hub's tiles to every sub-page, two by three. */
export function ReferMenu() {
  return <TileMenu label={REFER.menu} tiles={TILES} />;
}
