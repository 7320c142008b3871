import { LIMIT_TEXTS, MEMBER_ROUTES, PAGE_TITLES } from '@member/shared';
import type { RouteObject } from 'react-router';
import {
  loadBonusHistoryRoute,
  loadChangePasswordRoute,
  loadLimitsRoute,
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

type PageLoader = Parameters<typeof lazyRoute>[0];

/** A page only members may open: its path, its tab title and the chunk that holds it. */
function memberPage(path: string, title: string, load: PageLoader): RouteObject {
  return { path, handle: { memberOnly: true, title } satisfies RouteHandle, lazy: lazyRoute(load) };
}

/** A page anyone may open: its path, its tab title and the chunk that holds it. */
function page(path: string, title: string, load: PageLoader): RouteObject {
  return { path, handle: { title } satisfies RouteHandle, lazy: lazyRoute(load) };
}

const T = PAGE_TITLES;
/** The route table's patterns live in @member/shared: the server answers 404 for any other path. */
const R = MEMBER_ROUTES;

/** Promotions, the bonus history and the return of losses (issue 4). */
const promotionRoutes: RouteObject[] = [
  memberPage(R.promotion, T.promotion, loadPromotionRoute),
  memberPage(R.bonusHistory, T.bonusHistory, loadBonusHistoryRoute),
  memberPage(R.returnLoss, T.returnLoss, loadReturnLossRoute),
];

/** The wallet pages (SPEC.md §2 Transactions). */
const walletRoutes: RouteObject[] = [
  memberPage(R.tx, T.tx, loadTxHubRoute),
  memberPage(R.deposit, T.deposit, loadDepositRoute),
  memberPage(R.depositDetail, T.depositDetail, loadDepositDetailRoute),
  memberPage(R.depositQr, T.depositQr, loadDepositQrRoute),
  memberPage(R.paymentCompleted, T.paymentCompleted, loadPaymentCompletedRoute),
  memberPage(R.withdraw, T.withdraw, loadWithdrawRoute),
  memberPage(R.withdrawDetail, T.withdrawDetail, loadWithdrawDetailRoute),
  memberPage(R.history, T.history, loadHistoryRoute),
  memberPage(R.depositHistory, T.depositHistory, loadDepositHistoryRoute),
  memberPage(R.withdrawHistory, T.withdrawHistory, loadWithdrawHistoryRoute),
];

/**
 * The referral programme (issue 14, SPEC.md §2 "Referral"), members only. The ranking's periods are one
 * page that reads its period from the path; `/refer/ranking` itself shows this week's.
 */
const referRoutes: RouteObject[] = [
  memberPage(R.refer, T.refer, loadReferHubRoute),
  memberPage(R.referOverall, T.referOverall, loadReferOverallRoute),
  memberPage(R.referMember, T.referMember, loadReferMemberRoute),
  memberPage(R.referProfit, T.referProfit, loadReferProfitRoute),
  memberPage(R.referStats, T.referStats, loadReferStatsRoute),
  ...[R.referRanking, R.referRankingWeek, R.referRankingLastWeek, R.referRankingFlush].map((path) =>
    memberPage(path, T.referRanking, loadReferRankingRoute),
  ),
  memberPage(R.referProfitManage, T.referProfitManage, loadReferProfitManageRoute),
  memberPage(R.referHistory, T.referHistory, loadReferHistoryRoute),
  memberPage(R.referWithdraw, T.referWithdraw, loadReferWithdrawRoute),
  memberPage(R.referWithdrawDetail, T.referWithdrawDetail, loadReferWithdrawDetailRoute),
  memberPage(R.incomeWithdraw, T.incomeWithdraw, loadIncomeWithdrawRoute),
];

/**
 * The mini-games (issue 15, SPEC.md §2 "Mini-game"), members only. `/mini-game/play` shows the first
 * game, `/mini-game/play/{slug}` the one named (the spec's only path parameter).
 */
const minigameRoutes: RouteObject[] = [
  memberPage(R.miniGame, T.miniGame, loadMinigameHubRoute),
  ...[R.miniGamePlay, R.miniGamePlayGame].map((path) => memberPage(path, T.miniGamePlay, loadMinigamePlayRoute)),
  memberPage(R.miniGameHistory, T.miniGameHistory, loadMinigameHistoryRoute),
  memberPage(R.miniGameRewardHistory, T.miniGameRewardHistory, loadMinigameRewardHistoryRoute),
  memberPage(R.miniGameCreditHistory, T.miniGameCreditHistory, loadMinigameCreditHistoryRoute),
  memberPage(R.miniGameProfit, T.miniGameProfit, loadMinigameProfitRoute),
  memberPage(R.miniGameProfitManage, T.miniGameProfitManage, loadMinigameProfitManageRoute),
  memberPage(R.miniGameWithdrawHistory, T.miniGameWithdrawHistory, loadMinigameWithdrawHistoryRoute),
  memberPage(R.miniGameWithdraw, T.miniGameWithdraw, loadMinigameWithdrawRoute),
  memberPage(R.miniGameWithdrawDetail, T.miniGameWithdrawDetail, loadMinigameWithdrawDetailRoute),
];

/**
 * Site content and the member's own pages (issue 5). /news, /contact, /guest-contact, /howto and the
 * password reset are open to guests (SPEC.md §6, decision 0021); /profile and /game are members only.
 */
const contentAndProfileRoutes: RouteObject[] = [
  page(R.news, T.news, loadNewsRoute),
  page(R.contact, T.contact, loadContactRoute),
  page(R.guestContact, T.contact, loadContactRoute),
  page(R.howto, T.howto, loadHowtoRoute),
  page(R.forgotPassword, T.forgotPassword, loadForgotPasswordRoute),
  page(R.updatePassword, T.updatePassword, loadUpdatePasswordRoute),
  memberPage(R.profile, T.profile, loadProfileRoute),
  memberPage(R.changePassword, T.changePassword, loadChangePasswordRoute),
  memberPage(R.limits, LIMIT_TEXTS.title, loadLimitsRoute),
  memberPage(R.game, T.game, loadGameRoute),
  /** The live chat (issue 16): members only, its tab titled as the page. */
  memberPage(R.chat, T.chat, loadChatRoute),
];

/**
 * The route table. /login and /register render the home page while the guard opens their dialog
 * over /. Every other path (including the spec's pages that are not built yet) is the 404 page.
 * Every page carries its tab title in `handle`; a page only members may open is `memberPage(path, title, load)`.
 */
export const routes: RouteObject[] = [
  {
    path: R.home,
    Component: RootLayout,
    // While the first page's chunk still loads: the splash the HTML shell already shows, not a blank page.
    HydrateFallback: BootSplash,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, handle: { title: T.home }, lazy: lazyRoute(loadHomeRoute) },
          page(R.login, T.login, loadHomeRoute),
          page(R.register, T.register, loadHomeRoute),
          ...walletRoutes,
          ...promotionRoutes,
          ...referRoutes,
          ...minigameRoutes,
          ...contentAndProfileRoutes,
          page('*', T.notFound, loadNotFoundRoute),
        ],
      },
    ],
  },
];
