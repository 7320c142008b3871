/** Every path of the mini-game pages, named once (SPEC.md §2 "Mini-game"). */
export const MINIGAME_PATHS = {
  hub: '/mini-game',
  play: '/mini-game/play',
  playGame: (slug: string) => `/mini-game/play/${encodeURIComponent(slug)}`,
  history: '/mini-game/history',
  rewardHistory: '/mini-game/reward-history',
  creditHistory: '/mini-game/credit-history',
  profit: '/mini-game/profit',
  profitManage: '/mini-game/profit-manage',
  withdrawHistory: '/mini-game/profit-manage/history',
  withdraw: '/mini-game/profit-manage/withdraw',
  withdrawDetail: (id: string) => `/mini-game/profit-manage/withdraw-detail?id=${encodeURIComponent(id)}`,
} as const;
