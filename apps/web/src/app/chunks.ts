/** Every lazily loaded piece of the app, named once so routes, lazy components and prefetching agree. */
export const loadHomeRoute = () => import('./routes/home-route');
export const loadNotFoundRoute = () => import('./routes/not-found-route');
export const loadMemberLayout = () => import('./layouts/member-layout');
export const loadLoginDialog = () => import('@/features/auth/components/login-dialog');
export const loadRegisterDialog = () => import('@/features/auth/components/register-dialog');
export const loadTxHubRoute = () => import('@/features/wallet/routes/tx-hub-route');
export const loadDepositRoute = () => import('@/features/wallet/routes/deposit-route');
export const loadDepositDetailRoute = () => import('@/features/wallet/routes/deposit-detail-route');
export const loadDepositQrRoute = () => import('@/features/wallet/routes/deposit-qr-route');
export const loadPaymentCompletedRoute = () => import('@/features/wallet/routes/payment-completed-route');
export const loadWithdrawRoute = () => import('@/features/wallet/routes/withdraw-route');
export const loadWithdrawDetailRoute = () => import('@/features/wallet/routes/withdraw-detail-route');
export const loadHistoryRoute = () => import('@/features/wallet/routes/history-route');
export const loadDepositHistoryRoute = () => import('@/features/wallet/routes/history-deposit-route');
export const loadWithdrawHistoryRoute = () => import('@/features/wallet/routes/history-withdraw-route');
