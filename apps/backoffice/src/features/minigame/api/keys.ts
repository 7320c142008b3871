/** Query keys: every change invalidates the part it touched (`games`, `settings`, `withdrawals`, one member). */
export const minigameKeys = {
  all: ['minigame'] as const,
  games: ['minigame', 'games'] as const,
  game: (slug: string) => ['minigame', 'games', slug] as const,
  tables: (slug: string) => ['minigame', 'games', slug, 'tables'] as const,
  settings: ['minigame', 'settings'] as const,
  withdrawals: ['minigame', 'withdrawals'] as const,
  withdrawalList: (query: string) => ['minigame', 'withdrawals', query] as const,
  member: (tel: string) => ['minigame', 'members', tel] as const,
  memberList: (tel: string, kind: string, query: string) => ['minigame', 'members', tel, kind, query] as const,
  figures: ['minigame', 'figures'] as const,
  figureList: (query: string) => ['minigame', 'figures', query] as const,
};
