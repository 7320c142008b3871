/** Every lazily loaded piece of the app, named once so routes, lazy components and prefetching agree. */
export const loadHomeRoute = () => import('./routes/home-route');
export const loadNotFoundRoute = () => import('./routes/not-found-route');
export const loadMemberLayout = () => import('./layouts/member-layout');
export const loadLoginDialog = () => import('@/features/auth/components/login-dialog');
export const loadRegisterDialog = () => import('@/features/auth/components/register-dialog');
