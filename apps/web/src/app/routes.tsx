import { PAGE_TITLES } from '@member/shared';
import type { RouteObject } from 'react-router';
import {
  loadBonusHistoryRoute,
  loadChangePasswordRoute,
  loadChatRoute,
  loadContactRoute,
  loadDepositDetailRoute,
  loadDepositHistoryRoute,
  loadDepositQrRoute,
  loadDepositRoute,
  loadForgotPasswordRoute,
  loadGameRoute,
  loadHistoryRoute,
  loadHomeRoute,
  loadHowtoRoute,
  loadIncomeWithdrawRoute,
  loadMinigameCreditHistoryRoute,
  loadMinigameHistoryRoute,
  loadMinigameHubRoute,
  loadMinigamePlayRoute,
  loadMinigameProfitManageRoute,
  loadMinigameProfitRoute,
  loadMinigameRewardHistoryRoute,
  loadMinigameWithdrawDetailRoute,
  loadMinigameWithdrawHistoryRoute,
  loadMinigameWithdrawRoute,
  loadNewsRoute,
  loadNotFoundRoute,
  loadPaymentCompletedRoute,
  loadProfileRoute,
  loadPromotionRoute,
  loadReferHistoryRoute,
  loadReferHubRoute,
  loadReferMemberRoute,
  loadReferOverallRoute,
  loadReferProfitManageRoute,
  loadReferProfitRoute,
  loadReferRankingRoute,
  loadReferStatsRoute,
  loadReferWithdrawDetailRoute,
  loadReferWithdrawRoute,
  loadReturnLossRoute,
  loadTxHubRoute,
  loadUpdatePasswordRoute,
  loadWithdrawDetailRoute,
  loadWithdrawHistoryRoute,
  loadWithdrawRoute,
} from './chunks';
import { BootSplash } from './components/splash';
import { RootLayout } from './layouts/root-layout';
import { lazyRoute } from './lazy-route';
import type { RouteHandle } from './route-handle';
import { RouteError } from './routes/route-error';

/** A page only members may open, with its tab title. */
const memberPage = (title: string): RouteHandle => ({ memberOnly: true, title });
/** A page anyone may open, with its tab title. */
const page = (title: string): RouteHandle => ({ title });
const T = PAGE_TITLES;

/** Promotions, the bonus history and the return of losses (issue 4). */
const promotionRoutes: RouteObject[] = [
  { path: 'promotion', handle: memberPage(T.promotion), lazy: lazyRoute(loadPromotionRoute) },
  { path: 'tx/history/bonus', handle: memberPage(T.bonusHistory), lazy: lazyRoute(loadBonusHistoryRoute) },
  { path: 'tx/withdraw/return-loss', handle: memberPage(T.returnLoss), lazy: lazyRoute(loadReturnLossRoute) },
];

/** The wallet pages (SPEC.md §2 Transactions). */
const walletRoutes: RouteObject[] = [
  { path: 'tx', handle: memberPage(T.tx), lazy: lazyRoute(loadTxHubRoute) },
  { path: 'tx/deposit', handle: memberPage(T.deposit), lazy: lazyRoute(loadDepositRoute) },
  { path: 'tx/deposit-detail', handle: memberPage(T.depositDetail), lazy: lazyRoute(loadDepositDetailRoute) },
  { path: 'tx/deposit-qr', handle: memberPage(T.depositQr), lazy: lazyRoute(loadDepositQrRoute) },
  { path: 'tx/payment/completed', handle: memberPage(T.paymentCompleted), lazy: lazyRoute(loadPaymentCompletedRoute) },
  { path: 'tx/withdraw', handle: memberPage(T.withdraw), lazy: lazyRoute(loadWithdrawRoute) },
  { path: 'tx/withdraw-detail', handle: memberPage(T.withdrawDetail), lazy: lazyRoute(loadWithdrawDetailRoute) },
  { path: 'tx/history', handle: memberPage(T.history), lazy: lazyRoute(loadHistoryRoute) },
  { path: 'tx/history/deposit', handle: memberPage(T.depositHistory), lazy: lazyRoute(loadDepositHistoryRoute) },
  { path: 'tx/history/withdraw', handle: memberPage(T.withdrawHistory), lazy: lazyRoute(loadWithdrawHistoryRoute) },
];

/**
 * The referral programme (issue 14, SPEC.md §2 "Referral"), members only. The ranking's periods are one
 * page that reads its period from the path; `/refer/ranking` itself shows this week's.
 */
const referRoutes: RouteObject[] = [
  { path: 'refer', handle: memberPage(T.refer), lazy: lazyRoute(loadReferHubRoute) },
  { path: 'refer/overall', handle: memberPage(T.referOverall), lazy: lazyRoute(loadReferOverallRoute) },
  { path: 'refer/member', handle: memberPage(T.referMember), lazy: lazyRoute(loadReferMemberRoute) },
  { path: 'refer/profit', handle: memberPage(T.referProfit), lazy: lazyRoute(loadReferProfitRoute) },
  { path: 'refer/stats', handle: memberPage(T.referStats), lazy: lazyRoute(loadReferStatsRoute) },
  ...['refer/ranking', 'refer/ranking/week', 'refer/ranking/last-week', 'refer/ranking/flush'].map(
    (path): RouteObject => ({ path, handle: memberPage(T.referRanking), lazy: lazyRoute(loadReferRankingRoute) }),
  ),
  { path: 'refer/profit-manage', handle: memberPage(T.referProfitManage), lazy: lazyRoute(loadReferProfitManageRoute) },
  { path: 'refer/profit-manage/history', handle: memberPage(T.referHistory), lazy: lazyRoute(loadReferHistoryRoute) },
  {
    path: 'refer/profit-manage/withdraw',
    handle: memberPage(T.referWithdraw),
    lazy: lazyRoute(loadReferWithdrawRoute),
  },
  {
    path: 'refer/profit-manage/withdraw-detail',
    handle: memberPage(T.referWithdrawDetail),
    lazy: lazyRoute(loadReferWithdrawDetailRoute),
  },
  { path: 'tx/withdraw/income', handle: memberPage(T.incomeWithdraw), lazy: lazyRoute(loadIncomeWithdrawRoute) },
];

/**
 * The mini-games (issue 15, SPEC.md §2 "Mini-game"), members only. `/mini-game/play` shows the first
 * game, `/mini-game/play/{slug}` the one named (the spec's only path parameter).
 */
const minigameRoutes: RouteObject[] = [
  { path: 'mini-game', handle: memberPage(T.miniGame), lazy: lazyRoute(loadMinigameHubRoute) },
  ...['mini-game/play', 'mini-game/play/:slug'].map((path): RouteObject => ({
    path,
    handle: memberPage(T.miniGamePlay),
    lazy: lazyRoute(loadMinigamePlayRoute),
  })),
  { path: 'mini-game/history', handle: memberPage(T.miniGameHistory), lazy: lazyRoute(loadMinigameHistoryRoute) },
  {
    path: 'mini-game/reward-history',
    handle: memberPage(T.miniGameRewardHistory),
    lazy: lazyRoute(loadMinigameRewardHistoryRoute),
  },
  {
    path: 'mini-game/credit-history',
    handle: memberPage(T.miniGameCreditHistory),
    lazy: lazyRoute(loadMinigameCreditHistoryRoute),
  },
  { path: 'mini-game/profit', handle: memberPage(T.miniGameProfit), lazy: lazyRoute(loadMinigameProfitRoute) },
  {
    path: 'mini-game/profit-manage',
    handle: memberPage(T.miniGameProfitManage),
    lazy: lazyRoute(loadMinigameProfitManageRoute),
  },
  {
    path: 'mini-game/profit-manage/history',
    handle: memberPage(T.miniGameWithdrawHistory),
    lazy: lazyRoute(loadMinigameWithdrawHistoryRoute),
  },
  {
    path: 'mini-game/profit-manage/withdraw',
    handle: memberPage(T.miniGameWithdraw),
    lazy: lazyRoute(loadMinigameWithdrawRoute),
  },
  {
    path: 'mini-game/profit-manage/withdraw-detail',
    handle: memberPage(T.miniGameWithdrawDetail),
    lazy: lazyRoute(loadMinigameWithdrawDetailRoute),
  },
];

/**
 * Site content and the member's own pages (issue 5). /news, /contact, /guest-contact, /howto and the
 * password reset are open to guests (SPEC.md §6, decision 0021); /profile and /game are members only.
 */
const contentAndProfileRoutes: RouteObject[] = [
  { path: 'news', handle: page(T.news), lazy: lazyRoute(loadNewsRoute) },
  { path: 'contact', handle: page(T.contact), lazy: lazyRoute(loadContactRoute) },
  { path: 'guest-contact', handle: page(T.contact), lazy: lazyRoute(loadContactRoute) },
  { path: 'howto', handle: page(T.howto), lazy: lazyRoute(loadHowtoRoute) },
  { path: 'forgot-password', handle: page(T.forgotPassword), lazy: lazyRoute(loadForgotPasswordRoute) },
  { path: 'update-password', handle: page(T.updatePassword), lazy: lazyRoute(loadUpdatePasswordRoute) },
  { path: 'profile', handle: memberPage(T.profile), lazy: lazyRoute(loadProfileRoute) },
  { path: 'profile/change-password', handle: memberPage(T.changePassword), lazy: lazyRoute(loadChangePasswordRoute) },
  { path: 'game', handle: memberPage(T.game), lazy: lazyRoute(loadGameRoute) },
  /** The live chat (issue 16): members only, its tab titled as the page. */
  { path: 'chat', handle: memberPage(T.chat), lazy: lazyRoute(loadChatRoute) },
];

/**
 * The route table. /login and /register render the home page while the guard opens their dialog
 * over /. Every other path (including the spec's pages that are not built yet) is the 404 page.
 * Every page carries its tab title in `handle`; a page only members may open is `memberPage(title)`.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    // While the first page's chunk still loads: the splash the HTML shell already shows, not a blank page.
    HydrateFallback: BootSplash,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, handle: page(T.home), lazy: lazyRoute(loadHomeRoute) },
          { path: 'login', handle: page(T.login), lazy: lazyRoute(loadHomeRoute) },
          { path: 'register', handle: page(T.register), lazy: lazyRoute(loadHomeRoute) },
          ...walletRoutes,
          ...promotionRoutes,
          ...referRoutes,
          ...minigameRoutes,
          ...contentAndProfileRoutes,
          { path: '*', handle: page(T.notFound), lazy: lazyRoute(loadNotFoundRoute) },
        ],
      },
    ],
  },
];
