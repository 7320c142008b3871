import { PAGE_TITLES } from '@member/shared';
import type { RouteObject } from 'react-router';
import { paths } from '@/shared/paths';
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
  { path: paths.promotion, handle: memberPage(T.promotion), lazy: lazyRoute(loadPromotionRoute) },
  { path: paths.tx.bonusHistory, handle: memberPage(T.bonusHistory), lazy: lazyRoute(loadBonusHistoryRoute) },
  { path: paths.tx.returnLoss, handle: memberPage(T.returnLoss), lazy: lazyRoute(loadReturnLossRoute) },
];

/** The wallet pages (SPEC.md §2 Transactions). */
const walletRoutes: RouteObject[] = [
  { path: paths.tx.hub, handle: memberPage(T.tx), lazy: lazyRoute(loadTxHubRoute) },
  { path: paths.tx.deposit, handle: memberPage(T.deposit), lazy: lazyRoute(loadDepositRoute) },
  { path: paths.tx.depositDetail, handle: memberPage(T.depositDetail), lazy: lazyRoute(loadDepositDetailRoute) },
  { path: paths.tx.depositQr, handle: memberPage(T.depositQr), lazy: lazyRoute(loadDepositQrRoute) },
  {
    path: paths.tx.paymentCompleted,
    handle: memberPage(T.paymentCompleted),
    lazy: lazyRoute(loadPaymentCompletedRoute),
  },
  { path: paths.tx.withdraw, handle: memberPage(T.withdraw), lazy: lazyRoute(loadWithdrawRoute) },
  { path: paths.tx.withdrawDetail, handle: memberPage(T.withdrawDetail), lazy: lazyRoute(loadWithdrawDetailRoute) },
  { path: paths.tx.history, handle: memberPage(T.history), lazy: lazyRoute(loadHistoryRoute) },
  { path: paths.tx.depositHistory, handle: memberPage(T.depositHistory), lazy: lazyRoute(loadDepositHistoryRoute) },
  { path: paths.tx.withdrawHistory, handle: memberPage(T.withdrawHistory), lazy: lazyRoute(loadWithdrawHistoryRoute) },
];

/**
 * The referral programme (issue 14, SPEC.md §2 "Referral"), members only. The ranking's periods are one
 * page that reads its period from the path; `/refer/ranking` itself shows this week's.
 */
const referRoutes: RouteObject[] = [
  { path: paths.refer.hub, handle: memberPage(T.refer), lazy: lazyRoute(loadReferHubRoute) },
  { path: paths.refer.overall, handle: memberPage(T.referOverall), lazy: lazyRoute(loadReferOverallRoute) },
  { path: paths.refer.member, handle: memberPage(T.referMember), lazy: lazyRoute(loadReferMemberRoute) },
  { path: paths.refer.profit, handle: memberPage(T.referProfit), lazy: lazyRoute(loadReferProfitRoute) },
  { path: paths.refer.stats, handle: memberPage(T.referStats), lazy: lazyRoute(loadReferStatsRoute) },
  ...[
    paths.refer.ranking,
    paths.refer.rankingOf('week'),
    paths.refer.rankingOf('last-week'),
    paths.refer.rankingOf('flush'),
  ].map((path): RouteObject => ({ path, handle: memberPage(T.referRanking), lazy: lazyRoute(loadReferRankingRoute) })),
  {
    path: paths.refer.profitManage,
    handle: memberPage(T.referProfitManage),
    lazy: lazyRoute(loadReferProfitManageRoute),
  },
  { path: paths.refer.history, handle: memberPage(T.referHistory), lazy: lazyRoute(loadReferHistoryRoute) },
  {
    path: paths.refer.withdraw,
    handle: memberPage(T.referWithdraw),
    lazy: lazyRoute(loadReferWithdrawRoute),
  },
  {
    path: paths.refer.withdrawDetail,
    handle: memberPage(T.referWithdrawDetail),
    lazy: lazyRoute(loadReferWithdrawDetailRoute),
  },
  { path: paths.tx.incomeWithdraw, handle: memberPage(T.incomeWithdraw), lazy: lazyRoute(loadIncomeWithdrawRoute) },
];

/**
 * The mini-games (issue 15, SPEC.md §2 "Mini-game"), members only. `/mini-game/play` shows the first
 * game, `/mini-game/play/{slug}` the one named (the spec's only path parameter).
 */
const minigameRoutes: RouteObject[] = [
  { path: paths.miniGame.hub, handle: memberPage(T.miniGame), lazy: lazyRoute(loadMinigameHubRoute) },
  ...[paths.miniGame.play, paths.miniGame.playGame].map((path): RouteObject => ({
    path,
    handle: memberPage(T.miniGamePlay),
    lazy: lazyRoute(loadMinigamePlayRoute),
  })),
  { path: paths.miniGame.history, handle: memberPage(T.miniGameHistory), lazy: lazyRoute(loadMinigameHistoryRoute) },
  {
    path: paths.miniGame.rewardHistory,
    handle: memberPage(T.miniGameRewardHistory),
    lazy: lazyRoute(loadMinigameRewardHistoryRoute),
  },
  {
    path: paths.miniGame.creditHistory,
    handle: memberPage(T.miniGameCreditHistory),
    lazy: lazyRoute(loadMinigameCreditHistoryRoute),
  },
  { path: paths.miniGame.profit, handle: memberPage(T.miniGameProfit), lazy: lazyRoute(loadMinigameProfitRoute) },
  {
    path: paths.miniGame.profitManage,
    handle: memberPage(T.miniGameProfitManage),
    lazy: lazyRoute(loadMinigameProfitManageRoute),
  },
  {
    path: paths.miniGame.withdrawHistory,
    handle: memberPage(T.miniGameWithdrawHistory),
    lazy: lazyRoute(loadMinigameWithdrawHistoryRoute),
  },
  {
    path: paths.miniGame.withdraw,
    handle: memberPage(T.miniGameWithdraw),
    lazy: lazyRoute(loadMinigameWithdrawRoute),
  },
  {
    path: paths.miniGame.withdrawDetail,
    handle: memberPage(T.miniGameWithdrawDetail),
    lazy: lazyRoute(loadMinigameWithdrawDetailRoute),
  },
];

/**
 * Site content and the member's own pages (issue 5). /news, /contact, /guest-contact, /howto and the
 * password reset are open to guests (SPEC.md §6, decision 0021); /profile and /game are members only.
 */
const contentAndProfileRoutes: RouteObject[] = [
  { path: paths.news, handle: page(T.news), lazy: lazyRoute(loadNewsRoute) },
  { path: paths.contact, handle: page(T.contact), lazy: lazyRoute(loadContactRoute) },
  { path: paths.guestContact, handle: page(T.contact), lazy: lazyRoute(loadContactRoute) },
  { path: paths.howto, handle: page(T.howto), lazy: lazyRoute(loadHowtoRoute) },
  { path: paths.forgotPassword, handle: page(T.forgotPassword), lazy: lazyRoute(loadForgotPasswordRoute) },
  { path: paths.updatePassword, handle: page(T.updatePassword), lazy: lazyRoute(loadUpdatePasswordRoute) },
  { path: paths.profile, handle: memberPage(T.profile), lazy: lazyRoute(loadProfileRoute) },
  { path: paths.changePassword, handle: memberPage(T.changePassword), lazy: lazyRoute(loadChangePasswordRoute) },
  { path: paths.game, handle: memberPage(T.game), lazy: lazyRoute(loadGameRoute) },
  /** The live chat (issue 16): members only, its tab titled as the page. */
  { path: paths.chat, handle: memberPage(T.chat), lazy: lazyRoute(loadChatRoute) },
];

/**
 * The route table. /login and /register render the home page while the guard opens their dialog
 * over /. Every other path (including the spec's pages that are not built yet) is the 404 page.
 * Every page carries its tab title in `handle`; a page only members may open is `memberPage(title)`.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    // While the first page's chunk still loads: the splash the HTML shell already shows, not a blank page.
    HydrateFallback: BootSplash,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, handle: page(T.home), lazy: lazyRoute(loadHomeRoute) },
          { path: paths.login, handle: page(T.login), lazy: lazyRoute(loadHomeRoute) },
          { path: paths.register, handle: page(T.register), lazy: lazyRoute(loadHomeRoute) },
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
