import { LIMIT_TEXTS, PAGE_TITLES } from '@member/shared';
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

/** Promotions, the bonus history and the return of losses (issue 4). */
const promotionRoutes: RouteObject[] = [
  memberPage('promotion', T.promotion, loadPromotionRoute),
  memberPage('tx/history/bonus', T.bonusHistory, loadBonusHistoryRoute),
  memberPage('tx/withdraw/return-loss', T.returnLoss, loadReturnLossRoute),
];

/** The wallet pages (SPEC.md §2 Transactions). */
const walletRoutes: RouteObject[] = [
  memberPage('tx', T.tx, loadTxHubRoute),
  memberPage('tx/deposit', T.deposit, loadDepositRoute),
  memberPage('tx/deposit-detail', T.depositDetail, loadDepositDetailRoute),
  memberPage('tx/deposit-qr', T.depositQr, loadDepositQrRoute),
  memberPage('tx/payment/completed', T.paymentCompleted, loadPaymentCompletedRoute),
  memberPage('tx/withdraw', T.withdraw, loadWithdrawRoute),
  memberPage('tx/withdraw-detail', T.withdrawDetail, loadWithdrawDetailRoute),
  memberPage('tx/history', T.history, loadHistoryRoute),
  memberPage('tx/history/deposit', T.depositHistory, loadDepositHistoryRoute),
  memberPage('tx/history/withdraw', T.withdrawHistory, loadWithdrawHistoryRoute),
];

/**
 * The referral programme (issue 14, SPEC.md §2 "Referral"), members only. The ranking's periods are one
 * page that reads its period from the path; `/refer/ranking` itself shows this week's.
 */
const referRoutes: RouteObject[] = [
  memberPage('refer', T.refer, loadReferHubRoute),
  memberPage('refer/overall', T.referOverall, loadReferOverallRoute),
  memberPage('refer/member', T.referMember, loadReferMemberRoute),
  memberPage('refer/profit', T.referProfit, loadReferProfitRoute),
  memberPage('refer/stats', T.referStats, loadReferStatsRoute),
  ...['refer/ranking', 'refer/ranking/week', 'refer/ranking/last-week', 'refer/ranking/flush'].map((path) =>
    memberPage(path, T.referRanking, loadReferRankingRoute),
  ),
  memberPage('refer/profit-manage', T.referProfitManage, loadReferProfitManageRoute),
  memberPage('refer/profit-manage/history', T.referHistory, loadReferHistoryRoute),
  memberPage('refer/profit-manage/withdraw', T.referWithdraw, loadReferWithdrawRoute),
  memberPage('refer/profit-manage/withdraw-detail', T.referWithdrawDetail, loadReferWithdrawDetailRoute),
  memberPage('tx/withdraw/income', T.incomeWithdraw, loadIncomeWithdrawRoute),
];

/**
 * The mini-games (issue 15, SPEC.md §2 "Mini-game"), members only. `/mini-game/play` shows the first
 * game, `/mini-game/play/{slug}` the one named (the spec's only path parameter).
 */
const minigameRoutes: RouteObject[] = [
  memberPage('mini-game', T.miniGame, loadMinigameHubRoute),
  ...['mini-game/play', 'mini-game/play/:slug'].map((path) => memberPage(path, T.miniGamePlay, loadMinigamePlayRoute)),
  memberPage('mini-game/history', T.miniGameHistory, loadMinigameHistoryRoute),
  memberPage('mini-game/reward-history', T.miniGameRewardHistory, loadMinigameRewardHistoryRoute),
  memberPage('mini-game/credit-history', T.miniGameCreditHistory, loadMinigameCreditHistoryRoute),
  memberPage('mini-game/profit', T.miniGameProfit, loadMinigameProfitRoute),
  memberPage('mini-game/profit-manage', T.miniGameProfitManage, loadMinigameProfitManageRoute),
  memberPage('mini-game/profit-manage/history', T.miniGameWithdrawHistory, loadMinigameWithdrawHistoryRoute),
  memberPage('mini-game/profit-manage/withdraw', T.miniGameWithdraw, loadMinigameWithdrawRoute),
  memberPage('mini-game/profit-manage/withdraw-detail', T.miniGameWithdrawDetail, loadMinigameWithdrawDetailRoute),
];

/**
 * Site content and the member's own pages (issue 5). /news, /contact, /guest-contact, /howto and the
 * password reset are open to guests (SPEC.md §6, decision 0021); /profile and /game are members only.
 */
const contentAndProfileRoutes: RouteObject[] = [
  page('news', T.news, loadNewsRoute),
  page('contact', T.contact, loadContactRoute),
  page('guest-contact', T.contact, loadContactRoute),
  page('howto', T.howto, loadHowtoRoute),
  page('forgot-password', T.forgotPassword, loadForgotPasswordRoute),
  page('update-password', T.updatePassword, loadUpdatePasswordRoute),
  memberPage('profile', T.profile, loadProfileRoute),
  memberPage('profile/change-password', T.changePassword, loadChangePasswordRoute),
  memberPage('profile/limits', LIMIT_TEXTS.title, loadLimitsRoute),
  memberPage('game', T.game, loadGameRoute),
  /** The live chat (issue 16): members only, its tab titled as the page. */
  memberPage('chat', T.chat, loadChatRoute),
];

/**
 * The route table. /login and /register render the home page while the guard opens their dialog
 * over /. Every other path (including the spec's pages that are not built yet) is the 404 page.
 * Every page carries its tab title in `handle`; a page only members may open is `memberPage(path, title, load)`.
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
          { index: true, handle: { title: T.home }, lazy: lazyRoute(loadHomeRoute) },
          page('login', T.login, loadHomeRoute),
          page('register', T.register, loadHomeRoute),
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
