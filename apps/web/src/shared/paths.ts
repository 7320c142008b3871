import type { AffiliateRankingPeriod } from '@member/shared';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/**
 * Every page of the member app, named once (SPEC.md §2): the route table registers these paths, and links
 * and navigations use them instead of writing a path out. A string is a page's path; a page that takes
 * parameters also has a function giving the href with them.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  news: '/news',
  contact: '/contact',
  guestContact: '/guest-contact',
  howto: '/howto',
  forgotPassword: '/forgot-password',
  forgotPasswordFor: (tel: string) => withQuery('/forgot-password', { tel }),
  updatePassword: '/update-password',
  /** With the forgot-password request's id when there is one (a code an operator sent has none). */
  updatePasswordFor: (tel: string, request?: string) =>
    withQuery('/update-password', request === undefined ? { tel } : { tel, request }),
  profile: '/profile',
  changePassword: '/profile/change-password',
  limits: '/profile/limits',
  game: '/game',
  chat: '/chat',
  promotion: '/promotion',
  tx: {
    hub: '/tx',
    deposit: '/tx/deposit',
    /** The deposit page with a promotion chosen (`promotionId`, the promotion feature's parameter). */
    depositWith: (param: string, value: string | number) => `/tx/deposit?${param}=${value}`,
    depositDetail: '/tx/deposit-detail',
    depositDetailOf: (id: string | number) => `/tx/deposit-detail?id=${id}`,
    depositQr: '/tx/deposit-qr',
    depositQrOf: (reference: string) => `/tx/deposit-qr?ref=${encodeURIComponent(reference)}`,
    paymentCompleted: '/tx/payment/completed',
    paymentCompletedOf: (reference: string) => `/tx/payment/completed?ref=${encodeURIComponent(reference)}`,
    withdraw: '/tx/withdraw',
    withdrawDetail: '/tx/withdraw-detail',
    withdrawDetailOf: (id: string | number) => `/tx/withdraw-detail?id=${id}`,
    history: '/tx/history',
    depositHistory: '/tx/history/deposit',
    withdrawHistory: '/tx/history/withdraw',
    bonusHistory: '/tx/history/bonus',
    returnLoss: '/tx/withdraw/return-loss',
    incomeWithdraw: '/tx/withdraw/income',
  },
  refer: {
    hub: '/refer',
    overall: '/refer/overall',
    member: '/refer/member',
    profit: '/refer/profit',
    stats: '/refer/stats',
    ranking: '/refer/ranking',
    rankingOf: (period: AffiliateRankingPeriod) => `/refer/ranking/${period}`,
    profitManage: '/refer/profit-manage',
    history: '/refer/profit-manage/history',
    withdraw: '/refer/profit-manage/withdraw',
    withdrawDetail: '/refer/profit-manage/withdraw-detail',
    withdrawDetailOf: (id: string) => `/refer/profit-manage/withdraw-detail?id=${encodeURIComponent(id)}`,
  },
  miniGame: {
    hub: '/mini-game',
    play: '/mini-game/play',
    playGame: '/mini-game/play/:slug',
    playGameOf: (slug: string) => `/mini-game/play/${encodeURIComponent(slug)}`,
    history: '/mini-game/history',
    rewardHistory: '/mini-game/reward-history',
    creditHistory: '/mini-game/credit-history',
    profit: '/mini-game/profit',
    profitManage: '/mini-game/profit-manage',
    withdrawHistory: '/mini-game/profit-manage/history',
    withdraw: '/mini-game/profit-manage/withdraw',
    withdrawDetail: '/mini-game/profit-manage/withdraw-detail',
    withdrawDetailOf: (id: string) => `/mini-game/profit-manage/withdraw-detail?id=${encodeURIComponent(id)}`,
  },
} as const;
