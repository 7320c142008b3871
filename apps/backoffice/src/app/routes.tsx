import { Navigate, type RouteObject } from 'react-router';
import { RequireOperator, RequirePermission } from './guard';
import { AppLayout } from './layouts/app-layout';
import { lazyRoute } from './lazy-route';
import { paths } from './paths';
import { HomeRoute } from './routes/home-route';
import { NotFoundRoute } from './routes/not-found-route';
import { RouteError } from './routes/route-error';
import type { Permission } from '@member/shared';
import type { ComponentType } from 'react';

/** A screen behind a permission: its chunk loads only for an operator who may open it. */
export function screen(
  path: string,
  permission: Permission,
  load: () => Promise<{ default: ComponentType }>,
): RouteObject {
  const lazy = lazyRoute(load);
  return {
    path,
    lazy: async () => {
      const { Component } = await lazy();
      return {
        Component: () => (
          <RequirePermission permission={permission}>
            <Component />
          </RequirePermission>
        ),
      };
    },
  };
}

/** The content screen's sub-pages, one per kind of content (the layout draws their links). */
const CONTENT_PATHS = {
  images: paths.contentImages,
  banners: paths.contentBanners,
  popups: paths.contentPopups,
  announcement: paths.contentAnnouncement,
  news: paths.contentNews,
  contactLines: paths.contentContactLines,
  howto: paths.contentHowto,
};

const contentFrame = screen(paths.content, 'content.edit', () =>
  import('@/features/content/routes/content-layout').then(({ ContentLayout }) => ({
    default: () => <ContentLayout paths={CONTENT_PATHS} />,
  })),
);

const contentRoute: RouteObject = {
  path: contentFrame.path,
  lazy: contentFrame.lazy,
  children: [
    { index: true, element: <Navigate to={paths.contentImages} replace /> },
    screen(paths.contentImages, 'content.edit', () => import('@/features/content/routes/images-route')),
    screen(paths.contentBanners, 'content.edit', () => import('@/features/content/routes/banners-route')),
    screen(paths.contentPopups, 'content.edit', () => import('@/features/content/routes/popups-route')),
    screen(paths.contentAnnouncement, 'content.edit', () => import('@/features/content/routes/announcement-route')),
    screen(paths.contentNews, 'content.edit', () => import('@/features/content/routes/news-route')),
    screen(paths.contentContactLines, 'content.edit', () => import('@/features/content/routes/contact-lines-route')),
    screen(paths.contentHowto, 'content.edit', () => import('@/features/content/routes/howto-route')),
  ],
};

/** The affiliate screen's tabs and the links between them (the frame hands them to each tab). */
const AFFILIATE_PATHS = {
  settings: paths.affiliateSettings,
  affiliates: paths.affiliateAffiliates,
  downlines: paths.affiliateDownlines,
  withdrawals: paths.affiliateWithdrawals,
  accruals: paths.affiliateAccruals,
  affiliate: paths.affiliateAffiliate,
  member: paths.member,
};

const affiliateFrame = screen(paths.affiliate, 'affiliate.view', () =>
  import('@/features/affiliate/routes/affiliate-layout').then(({ AffiliateLayout }) => ({
    default: () => <AffiliateLayout paths={AFFILIATE_PATHS} />,
  })),
);

const affiliateRoute: RouteObject = {
  path: affiliateFrame.path,
  lazy: affiliateFrame.lazy,
  children: [
    { index: true, element: <Navigate to={paths.affiliateSettings} replace /> },
    screen(paths.affiliateSettings, 'affiliate.view', () => import('@/features/affiliate/routes/settings-route')),
    screen(paths.affiliateAffiliates, 'affiliate.view', () => import('@/features/affiliate/routes/affiliates-route')),
    screen('/affiliate/affiliates/:tel', 'affiliate.view', () => import('@/features/affiliate/routes/affiliate-route')),
    screen(paths.affiliateDownlines, 'affiliate.view', () => import('@/features/affiliate/routes/downlines-route')),
    screen(paths.affiliateWithdrawals, 'affiliate.view', () => import('@/features/affiliate/routes/withdrawals-route')),
    screen(paths.affiliateAccruals, 'affiliate.view', () => import('@/features/affiliate/routes/accruals-route')),
  ],
};

/** The screens inside the signed-in frame, one per menu item (menu.ts) and their detail pages. */
const SCREENS: RouteObject[] = [
  screen(paths.members, 'members.view', () => import('@/features/members/routes/members-route')),
  screen('/members/:tel', 'members.view', () =>
    import('@/features/members/routes/member-route').then(({ default: MemberRoute }) => ({
      default: () => <MemberRoute affiliateHref={paths.affiliateAffiliate} />,
    })),
  ),
  screen(paths.promotions, 'promotions.edit', () => import('@/features/promotions/routes/promotions-route')),
  screen(paths.promotionNew, 'promotions.edit', () => import('@/features/promotions/routes/promotion-new-route')),
  screen(paths.promotion(':id'), 'promotions.edit', () => import('@/features/promotions/routes/promotion-edit-route')),
  screen(paths.operators, 'operators.manage', () => import('@/features/operators/routes/operators-route')),
  screen(paths.audit, 'audit.view', () => import('@/features/audit/routes/audit-route')),
  screen(paths.smsOutbox, 'sms.view', () => import('@/features/sms-outbox/routes/sms-outbox-route')),
  screen(paths.dashboard, 'money.view', () =>
    import('@/features/dashboard/routes/dashboard-route').then(({ default: DashboardRoute }) => ({
      default: () => <DashboardRoute links={{ deposits: paths.deposits, withdrawals: paths.withdrawals }} />,
    })),
  ),
  screen(paths.deposits, 'money.view', () => import('@/features/money/routes/deposits-queue-route')),
  screen(paths.withdrawals, 'money.view', () => import('@/features/money/routes/withdrawals-queue-route')),
  screen(paths.moneyHistory, 'money.view', () => import('@/features/money/routes/money-history-route')),
  screen(paths.games, 'money.view', () => import('@/features/play/routes/games-route')),
  contentRoute,
  affiliateRoute,
  screen(
    paths.paymentSettings,
    'settings.edit',
    () => import('@/features/payment-settings/routes/payment-settings-route'),
  ),
];

export const routes: RouteObject[] = [
  {
    path: paths.signIn,
    lazy: lazyRoute(() => import('@/features/auth/routes/sign-in-route')),
    errorElement: <RouteError />,
  },
  {
    element: (
      <RequireOperator>
        <AppLayout />
      </RequireOperator>
    ),
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      { errorElement: <RouteError />, children: SCREENS },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];
