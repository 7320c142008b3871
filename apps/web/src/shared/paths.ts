import type { AffiliateRankingPeriod, MemberRoutePath } from '@member/shared';

/**
 * A path of the shared route table (`MEMBER_ROUTES`), checked when it compiles: a path the table does
 * not know does not build. Only the type is imported: the table's module is not loaded with this one,
 * which every chunk needs first (importing the table itself put it in a chunk evaluated later).
 */
const route = <P extends MemberRoutePath>(path: P): P => path;

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/**
 * Every page of the member app, named once (SPEC.md §2): the route table registers these paths, and links
 * and navigations use them instead of writing a path out. A string is a page's path; a page that takes
 * parameters also has a function giving the href with them.
 */
export const paths = {
  home: route('/'),
  login: route('/login'),
  register: route('/register'),
  news: route('/news'),
  contact: route('/contact'),
  guestContact: route('/guest-contact'),
  howto: route('/howto'),
  forgotPassword: route('/forgot-password'),
  forgotPasswordFor: (tel: string) => withQuery(route('/forgot-password'), { tel }),
  updatePassword: route('/update-password'),
  /** With the forgot-password request's id when there is one (a code an operator sent has none). */
  updatePasswordFor: (tel: string, request?: string) =>
    withQuery(route('/update-password'), request === undefined ? { tel } : { tel, request }),
  profile: route('/profile'),
  changePassword: route('/profile/change-password'),
  limits: route('/profile/limits'),
  game: route('/game'),
  chat: route('/chat'),
  promotion: route('/promotion'),
  tx: {
    hub: route('/tx'),
    deposit: route('/tx/deposit'),
    /** The deposit page with a promotion chosen (`promotionId`, the promotion feature's parameter). */
    depositWith: (param: string, value: string | number) => `/tx/deposit?${param}=${value}`,
    depositDetail: route('/tx/deposit-detail'),
    depositDetailOf: (id: string | number) => `/tx/deposit-detail?id=${id}`,
    depositQr: route('/tx/deposit-qr'),
    depositQrOf: (reference: string) => `/tx/deposit-qr?ref=${encodeURIComponent(reference)}`,
    paymentCompleted: route('/tx/payment/completed'),
    paymentCompletedOf: (reference: string) => `/tx/payment/completed?ref=${encodeURIComponent(reference)}`,
    withdraw: route('/tx/withdraw'),
    withdrawDetail: route('/tx/withdraw-detail'),
    withdrawDetailOf: (id: string | number) => `/tx/withdraw-detail?id=${id}`,
    history: route('/tx/history'),
    depositHistory: route('/tx/history/deposit'),
    withdrawHistory: route('/tx/history/withdraw'),
    bonusHistory: route('/tx/history/bonus'),
    returnLoss: route('/tx/withdraw/return-loss'),
    incomeWithdraw: route('/tx/withdraw/income'),
  },
  refer: {
    hub: route('/refer'),
    overall: route('/refer/overall'),
    member: route('/refer/member'),
    profit: route('/refer/profit'),
    stats: route('/refer/stats'),
    ranking: route('/refer/ranking'),
    rankingOf: (period: AffiliateRankingPeriod) => `/refer/ranking/${period}`,
    profitManage: route('/refer/profit-manage'),
    history: route('/refer/profit-manage/history'),
    withdraw: route('/refer/profit-manage/withdraw'),
    withdrawDetail: route('/refer/profit-manage/withdraw-detail'),
    withdrawDetailOf: (id: string) => `/refer/profit-manage/withdraw-detail?id=${encodeURIComponent(id)}`,
  },
  miniGame: {
    hub: route('/mini-game'),
    play: route('/mini-game/play'),
    playGame: route('/mini-game/play/:slug'),
    playGameOf: (slug: string) => `/mini-game/play/${encodeURIComponent(slug)}`,
    history: route('/mini-game/history'),
    rewardHistory: route('/mini-game/reward-history'),
    creditHistory: route('/mini-game/credit-history'),
    profit: route('/mini-game/profit'),
    profitManage: route('/mini-game/profit-manage'),
    withdrawHistory: route('/mini-game/profit-manage/history'),
    withdraw: route('/mini-game/profit-manage/withdraw'),
    withdrawDetail: route('/mini-game/profit-manage/withdraw-detail'),
    withdrawDetailOf: (id: string) => `/mini-game/profit-manage/withdraw-detail?id=${encodeURIComponent(id)}`,
  },
} as const;
