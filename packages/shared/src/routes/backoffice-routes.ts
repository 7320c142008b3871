/**
 * The back office's route table, once (inside its `/backoffice` basename). A string is a screen's path;
 * a screen that takes a parameter is a function giving the href with it, and its pattern is in
 * `BACKOFFICE_PARAM_ROUTES`. The back office's router registers these, links use them, and the server
 * answers 404 for a `/backoffice/...` page that matches none of them (decision 0015).
 */
export const BACKOFFICE_PATHS = {
  home: '/',
  signIn: '/login',
  dashboard: '/dashboard',
  deposits: '/money/deposits',
  withdrawals: '/money/withdrawals',
  moneyHistory: '/money/history',
  statementLines: '/statement-lines',
  statementReview: '/statement-review',
  statementSources: '/statement-sources',
  autoDepositSettings: '/auto-deposit-settings',
  payoutSettings: '/settings/payouts',
  turnoverSettings: '/settings/turnover',
  members: '/members',
  member: (tel: string) => `/members/${encodeURIComponent(tel)}`,
  promotions: '/promotions',
  promotionNew: '/promotions/new',
  promotion: (id: number | string) => `/promotions/${id}`,
  content: '/content',
  contentImages: '/content/images',
  contentBanners: '/content/banners',
  contentPopups: '/content/popups',
  contentAnnouncement: '/content/announcement',
  contentNews: '/content/news',
  contentContactLines: '/content/contact-lines',
  contentHowto: '/content/howto',
  paymentSettings: '/settings/payment',
  games: '/games',
  affiliate: '/affiliate',
  affiliateSettings: '/affiliate/settings',
  affiliateAffiliates: '/affiliate/affiliates',
  affiliateAffiliate: (tel: string) => `/affiliate/affiliates/${encodeURIComponent(tel)}`,
  affiliateDownlines: '/affiliate/downlines',
  affiliateWithdrawals: '/affiliate/withdrawals',
  affiliateAccruals: '/affiliate/accruals',
  minigame: '/minigame',
  minigameGames: '/minigame/games',
  minigameGameNew: '/minigame/games/new',
  minigameGame: (slug: string) => `/minigame/games/${encodeURIComponent(slug)}`,
  minigameSettings: '/minigame/settings',
  minigameWithdrawals: '/minigame/withdrawals',
  minigameMembers: '/minigame/members',
  minigameFigures: '/minigame/figures',
  chat: '/chat',
  chatInbox: '/chat/inbox',
  chatConversation: (id: number | string) => `/chat/inbox/${id}`,
  chatCannedReplies: '/chat/canned-replies',
  chatSettings: '/chat/settings',
  chatStats: '/chat/stats',
  operators: '/operators',
  audit: '/audit',
  smsOutbox: '/sms-outbox',
  jobs: '/jobs',
} as const;

/** The route patterns of the screens that take a parameter (`:name`: one path segment). */
export const BACKOFFICE_PARAM_ROUTES = {
  member: '/members/:tel',
  promotion: '/promotions/:id',
  affiliateAffiliate: '/affiliate/affiliates/:tel',
  minigameGame: '/minigame/games/:slug',
  chatConversation: '/chat/inbox/:id',
} as const;

/** Every pattern the back office's router registers. */
export const BACKOFFICE_ROUTE_PATTERNS: readonly string[] = [
  ...Object.values(BACKOFFICE_PATHS).filter((path) => typeof path === 'string'),
  ...Object.values(BACKOFFICE_PARAM_ROUTES),
];
