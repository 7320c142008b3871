import { MINIGAME } from '@member/shared';
import type { ComponentType } from 'react';
import { paths } from '@/shared/paths';
import { ChartIcon, GiftIcon, HistoryIcon, type IconProps, WalletIcon } from '@/shared/ui/icons';
import { TileMenu } from '@/shared/ui/tile-menu';

const ITEMS: { to: string; key: keyof typeof MINIGAME.menuHints; Icon: ComponentType<IconProps> }[] = [
  { to: paths.miniGame.history, key: 'history', Icon: HistoryIcon },
  { to: paths.miniGame.rewardHistory, key: 'rewardHistory', Icon: GiftIcon },
  { to: paths.miniGame.creditHistory, key: 'creditHistory', Icon: ChartIcon },
  { to: paths.miniGame.profit, key: 'profit', Icon: WalletIcon },
];
const TILES = ITEMS.map(({ to, key, Icon }) => ({
  to,
  title: MINIGAME.titles[key],
  hint: MINIGAME.menuHints[key],
  Icon,
}));

/** The hub's tiles to the histories and the profit, two by two. */
export function MinigameMenu() {
  return <TileMenu label={MINIGAME.menu} tiles={TILES} />;
}
