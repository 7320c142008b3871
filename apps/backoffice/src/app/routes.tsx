import { Navigate, type NonIndexRouteObject, Outlet, type RouteObject } from 'react-router';
import { paths, routePatterns } from '@/shared/paths';
import { RequireOperator, RequirePermission } from './guard';
import { AppLayout } from './layouts/app-layout';
import { lazyRoute } from './lazy-route';
import { type RouteHandle, useDocumentTitle } from './route-title';
import { HomeRoute } from './routes/home-route';
import { NotFoundRoute } from './routes/not-found-route';
import { RouteError } from './routes/route-error';
import type { Permission } from '@member/shared';
import {
  BO_AFFILIATE_TABS,
  BO_APP,
  BO_CHAT_TABS,
  BO_CONTENT_TABS,
  BO_MENU,
  BO_MINIGAME_TITLES,
  BO_PAYOUT_TITLES,
  BO_PROMOTION_TITLES,
  BO_STATEMENTS_MENU,
  BO_TURNOVER_TITLES,
} from '@member/shared/backoffice';
import type { ComponentType, ReactNode } from 'react';
import { useOperator } from '@/shared/api/session';

/** A part of a screen that only some roles see. */
function IfPermitted({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useOperator().can(permission) ? children : null;
}

/** A screen behind a permission: its chunk loads only for an operator who may open it. */
export function screen(
  path: string,
  permission: Permission,
  /** The browser tab's title (route-title.ts): every screen names one. */
  title: string,
  load: () => Promise<{ default: ComponentType }>,
): NonIndexRouteObject {
  const lazy = lazyRoute(load);
  return {
    path,
    handle: { title } satisfies RouteHandle,
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

const contentFrame = screen(paths.content, 'content.edit', BO_MENU.content, () =>
  import('@/features/content/routes/content-layout').then(({ ContentLayout }) => ({ default: ContentLayout })),
);

const contentRoute: RouteObject = {
  ...contentFrame,
  children: [
    { index: true, element: <Navigate to={paths.contentImages} replace /> },
    screen(
      paths.contentImages,
      'content.edit',
      BO_CONTENT_TABS.images,
      () => import('@/features/content/routes/images-route'),
    ),
    screen(
      paths.contentBanners,
      'content.edit',
      BO_CONTENT_TABS.banners,
      () => import('@/features/content/routes/banners-route'),
    ),
    screen(
      paths.contentPopups,
      'content.edit',
      BO_CONTENT_TABS.popups,
      () => import('@/features/content/routes/popups-route'),
    ),
    screen(
      paths.contentAnnouncement,
      'content.edit',
      BO_CONTENT_TABS.announcement,
      () => import('@/features/content/routes/announcement-route'),
    ),
    screen(
      paths.contentNews,
      'content.edit',
      BO_CONTENT_TABS.news,
      () => import('@/features/content/routes/news-route'),
    ),
    screen(
      paths.contentContactLines,
      'content.edit',
      BO_CONTENT_TABS.contactLines,
      () => import('@/features/content/routes/contact-lines-route'),
    ),
    screen(
      paths.contentHowto,
      'content.edit',
      BO_CONTENT_TABS.howto,
      () => import('@/features/content/routes/howto-route'),
    ),
  ],
};

const affiliateFrame = screen(paths.affiliate, 'affiliate.view', BO_MENU.affiliate, () =>
  import('@/features/affiliate/routes/affiliate-layout').then(({ AffiliateLayout }) => ({ default: AffiliateLayout })),
);

const affiliateRoute: RouteObject = {
  ...affiliateFrame,
  children: [
    { index: true, element: <Navigate to={paths.affiliateSettings} replace /> },
    screen(
      paths.affiliateSettings,
      'affiliate.view',
      BO_AFFILIATE_TABS.settings,
      () => import('@/features/affiliate/routes/settings-route'),
    ),
    screen(
      paths.affiliateAffiliates,
      'affiliate.view',
      BO_AFFILIATE_TABS.affiliates,
      () => import('@/features/affiliate/routes/affiliates-route'),
    ),
    screen(
      routePatterns.affiliateAffiliate,
      'affiliate.view',
      BO_AFFILIATE_TABS.affiliates,
      () => import('@/features/affiliate/routes/affiliate-route'),
    ),
    screen(
      paths.affiliateDownlines,
      'affiliate.view',
      BO_AFFILIATE_TABS.downlines,
      () => import('@/features/affiliate/routes/downlines-route'),
    ),
    screen(
      paths.affiliateWithdrawals,
      'affiliate.view',
      BO_AFFILIATE_TABS.withdrawals,
      () => import('@/features/affiliate/routes/withdrawals-route'),
    ),
    screen(
      paths.affiliateAccruals,
      'affiliate.view',
      BO_AFFILIATE_TABS.accruals,
      () => import('@/features/affiliate/routes/accruals-route'),
    ),
  ],
};

const minigameFrame = screen(paths.minigame, 'minigame.view', BO_MENU.minigame, () =>
  import('@/features/minigame/routes/minigame-layout').then(({ MinigameLayout }) => ({ default: MinigameLayout })),
);

const minigameRoute: RouteObject = {
  ...minigameFrame,
  children: [
    { index: true, element: <Navigate to={paths.minigameGames} replace /> },
    screen(
      paths.minigameGames,
      'minigame.view',
      BO_MINIGAME_TITLES.tabs.games,
      () => import('@/features/minigame/routes/games-route'),
    ),
    screen(
      paths.minigameGameNew,
      'minigame.manage',
      BO_MINIGAME_TITLES.newGame,
      () => import('@/features/minigame/routes/game-new-route'),
    ),
    screen(
      routePatterns.minigameGame,
      'minigame.view',
      BO_MINIGAME_TITLES.tabs.games,
      () => import('@/features/minigame/routes/game-route'),
    ),
    screen(
      paths.minigameSettings,
      'minigame.view',
      BO_MINIGAME_TITLES.tabs.settings,
      () => import('@/features/minigame/routes/settings-route'),
    ),
    screen(
      paths.minigameWithdrawals,
      'minigame.view',
      BO_MINIGAME_TITLES.tabs.withdrawals,
      () => import('@/features/minigame/routes/withdrawals-route'),
    ),
    screen(
      paths.minigameMembers,
      'minigame.view',
      BO_MINIGAME_TITLES.tabs.members,
      () => import('@/features/minigame/routes/members-route'),
    ),
    screen(
      paths.minigameFigures,
      'minigame.view',
      BO_MINIGAME_TITLES.tabs.figures,
      () => import('@/features/minigame/routes/figures-route'),
    ),
  ],
};

const chatFrame = screen(paths.chat, 'chat.view', BO_MENU.chat, () =>
  import('@/features/chat/routes/chat-layout').then(({ ChatLayout }) => ({ default: () => <ChatLayout /> })),
);

/** The inbox: the list, and beside it nothing yet or the open conversation (one chunk for the three). */
const loadInbox = () => import('@/features/chat/routes/inbox-route');
const chatInbox: RouteObject = {
  path: paths.chatInbox,
  handle: { title: BO_CHAT_TABS.inbox } satisfies RouteHandle,
  lazy: lazyRoute(() => loadInbox().then(({ default: InboxRoute }) => ({ default: InboxRoute }))),
  children: [
    { index: true, lazy: lazyRoute(() => loadInbox().then(({ PickConversation }) => ({ default: PickConversation }))) },
    {
      path: routePatterns.chatConversation,
      lazy: lazyRoute(() => loadInbox().then(({ ConversationRoute }) => ({ default: ConversationRoute }))),
    },
  ],
};

const chatRoute: RouteObject = {
  ...chatFrame,
  children: [
    { index: true, element: <Navigate to={paths.chatInbox} replace /> },
    chatInbox,
    screen(
      paths.chatCannedReplies,
      'chat.manage',
      BO_CHAT_TABS.cannedReplies,
      () => import('@/features/chat/routes/canned-replies-route'),
    ),
    screen(
      paths.chatSettings,
      'chat.manage',
      BO_CHAT_TABS.settings,
      () => import('@/features/chat/routes/settings-route'),
    ),
    screen(paths.chatStats, 'chat.view', BO_CHAT_TABS.stats, () => import('@/features/chat/routes/stats-route')),
  ],
};

/** The screens inside the signed-in frame, one per menu item (menu.ts) and their detail pages. */
const SCREENS: RouteObject[] = [
  screen(paths.members, 'members.view', BO_MENU.members, () => import('@/features/members/routes/members-route')),
  screen(routePatterns.member, 'members.view', BO_MENU.members, () => import('@/features/members/routes/member-route')),
  screen(
    paths.promotions,
    'promotions.edit',
    BO_MENU.promotions,
    () => import('@/features/promotions/routes/promotions-route'),
  ),
  screen(
    paths.promotionNew,
    'promotions.edit',
    BO_PROMOTION_TITLES.newTitle,
    () => import('@/features/promotions/routes/promotion-new-route'),
  ),
  screen(
    routePatterns.promotion,
    'promotions.edit',
    BO_PROMOTION_TITLES.editTitle,
    () => import('@/features/promotions/routes/promotion-edit-route'),
  ),
  screen(
    paths.turnoverSettings,
    'promotions.edit',
    BO_TURNOVER_TITLES.settingsTitle,
    () => import('@/features/promotions/routes/turnover-settings-route'),
  ),
  screen(
    paths.operators,
    'operators.manage',
    BO_MENU.operators,
    () => import('@/features/operators/routes/operators-route'),
  ),
  screen(paths.audit, 'audit.view', BO_MENU.audit, () => import('@/features/audit/routes/audit-route')),
  screen(paths.smsOutbox, 'sms.view', BO_MENU.smsOutbox, () => import('@/features/sms-outbox/routes/sms-outbox-route')),
  screen(paths.jobs, 'jobs.view', BO_MENU.jobs, () => import('@/features/jobs/routes/jobs-route')),
  screen(paths.dashboard, 'money.view', BO_MENU.dashboard, () =>
    Promise.all([
      import('@/features/dashboard/routes/dashboard-route'),
      import('@/features/chat/components/chat-stats-card'),
    ]).then(([{ default: DashboardRoute }, { ChatStatsCard }]) => ({
      default: () => (
        <DashboardRoute
          more={
            <IfPermitted permission="chat.view">
              <ChatStatsCard />
            </IfPermitted>
          }
        />
      ),
    })),
  ),
  screen(paths.deposits, 'money.view', BO_MENU.deposits, () => import('@/features/money/routes/deposits-queue-route')),
  screen(
    paths.withdrawals,
    'money.view',
    BO_MENU.withdrawals,
    () => import('@/features/money/routes/withdrawals-queue-route'),
  ),
  screen(
    paths.moneyHistory,
    'money.view',
    BO_MENU.moneyHistory,
    () => import('@/features/money/routes/money-history-route'),
  ),
  screen(
    paths.statementReview,
    'money.view',
    BO_STATEMENTS_MENU.review,
    () => import('@/features/statements/routes/statement-review-route'),
  ),
  screen(
    paths.statementLines,
    'money.view',
    BO_STATEMENTS_MENU.lines,
    () => import('@/features/statements/routes/statement-lines-route'),
  ),
  screen(
    paths.statementSources,
    'money.view',
    BO_STATEMENTS_MENU.sources,
    () => import('@/features/statements/routes/statement-sources-route'),
  ),
  screen(
    paths.autoDepositSettings,
    'money.view',
    BO_STATEMENTS_MENU.settings,
    () => import('@/features/statements/routes/auto-deposit-settings-route'),
  ),
  screen(
    paths.payoutSettings,
    'money.view',
    BO_PAYOUT_TITLES.settingsTitle,
    () => import('@/features/payouts/routes/payout-settings-route'),
  ),
  screen(paths.games, 'money.view', BO_MENU.games, () => import('@/features/play/routes/games-route')),
  contentRoute,
  affiliateRoute,
  minigameRoute,
  chatRoute,
  screen(
    paths.paymentSettings,
    'settings.edit',
    BO_MENU.paymentSettings,
    () => import('@/features/payment-settings/routes/payment-settings-route'),
  ),
];

/** Above every route: the browser tab's title follows the screen. */
function TitledOutlet() {
  useDocumentTitle();
  return <Outlet />;
}

export const routes: RouteObject[] = [
  {
    element: <TitledOutlet />,
    children: [
      {
        path: paths.signIn,
        handle: { title: BO_APP.signInTitle } satisfies RouteHandle,
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
          { path: '*', element: <NotFoundRoute />, handle: { title: BO_APP.notFoundTitle } satisfies RouteHandle },
        ],
      },
    ],
  },
];
