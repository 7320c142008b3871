/**
 * Every lazily loaded page and dialog of the app, named once so routes, lazy components and prefetching agree.
 * What a page loaded from here loads itself lives in lazy-parts.ts: a page cannot import the file that loads it.
 */
export const loadHomeRoute = () => import('./routes/home-route');
export const loadNotFoundRoute = () => import('./routes/not-found-route');
export const loadMemberLayout = () => import('./layouts/member-layout');
export const loadLoginDialog = () => import('@/features/auth/components/login-dialog');
export const loadRegisterDialog = () => import('@/features/auth/components/register-dialog');
export const loadTxHubRoute = () => import('@/features/wallet/routes/tx-hub-route');
export const loadDepositRoute = () => import('./routes/deposit-route');
export const loadDepositDetailRoute = () => import('@/features/wallet/routes/deposit-detail-route');
export const loadDepositQrRoute = () => import('@/features/wallet/routes/deposit-qr-route');
export const loadPaymentCompletedRoute = () => import('@/features/wallet/routes/payment-completed-route');
export const loadWithdrawRoute = () => import('@/features/wallet/routes/withdraw-route');
export const loadWithdrawDetailRoute = () => import('@/features/wallet/routes/withdraw-detail-route');
export const loadHistoryRoute = () => import('@/features/wallet/routes/history-route');
export const loadDepositHistoryRoute = () => import('@/features/wallet/routes/history-deposit-route');
export const loadWithdrawHistoryRoute = () => import('@/features/wallet/routes/history-withdraw-route');
export const loadNewsRoute = () => import('@/features/content/routes/news-route');
export const loadContactRoute = () => import('@/features/content/routes/contact-route');
export const loadHowtoRoute = () => import('@/features/content/routes/howto-route');
export const loadChatRoute = () => import('@/features/chat/routes/chat-route');
export const loadProfileRoute = () => import('./routes/profile-route');
export const loadGameRoute = () => import('./routes/game-route');
export const loadChangePasswordRoute = () => import('@/features/profile/routes/change-password-route');
export const loadLimitsRoute = () => import('@/features/profile/routes/limits-route');
export const loadForgotPasswordRoute = () => import('@/features/profile/routes/forgot-password-route');
export const loadUpdatePasswordRoute = () => import('@/features/profile/routes/update-password-route');
export const loadPromotionRoute = () => import('@/features/promotion/routes/promotion-route');
export const loadBonusHistoryRoute = () => import('./routes/bonus-history-route');
export const loadReturnLossRoute = () => import('@/features/promotion/routes/return-loss-route');
export const loadReferHubRoute = () => import('@/features/affiliate/routes/refer-hub-route');
export const loadReferOverallRoute = () => import('@/features/affiliate/routes/overall-route');
export const loadReferMemberRoute = () => import('@/features/affiliate/routes/member-route');
export const loadReferProfitRoute = () => import('@/features/affiliate/routes/profit-route');
/** The only page with the chart library in its chunk. */
export const loadReferStatsRoute = () => import('@/features/affiliate/routes/stats-route');
export const loadReferRankingRoute = () => import('@/features/affiliate/routes/ranking-route');
export const loadReferProfitManageRoute = () => import('@/features/affiliate/routes/profit-manage-route');
export const loadReferHistoryRoute = () => import('@/features/affiliate/routes/history-route');
export const loadReferWithdrawRoute = () => import('@/features/affiliate/routes/withdraw-route');
export const loadReferWithdrawDetailRoute = () => import('@/features/affiliate/routes/withdraw-detail-route');
export const loadIncomeWithdrawRoute = () => import('@/features/affiliate/routes/income-withdraw-route');
export const loadMinigameHubRoute = () => import('@/features/minigame/routes/hub-route');
/** The only page with the games' animations (and their stylesheet) in its chunk. */
export const loadMinigamePlayRoute = () => import('@/features/minigame/routes/play-route');
export const loadMinigameHistoryRoute = () => import('@/features/minigame/routes/history-route');
export const loadMinigameRewardHistoryRoute = () => import('@/features/minigame/routes/reward-history-route');
export const loadMinigameCreditHistoryRoute = () => import('@/features/minigame/routes/credit-history-route');
export const loadMinigameProfitRoute = () => import('@/features/minigame/routes/profit-route');
export const loadMinigameProfitManageRoute = () => import('@/features/minigame/routes/profit-manage-route');
export const loadMinigameWithdrawHistoryRoute = () => import('@/features/minigame/routes/withdraw-history-route');
export const loadMinigameWithdrawRoute = () => import('@/features/minigame/routes/withdraw-route');
export const loadMinigameWithdrawDetailRoute = () => import('@/features/minigame/routes/withdraw-detail-route');
