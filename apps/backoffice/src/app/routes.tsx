import { Navigate, type RouteObject } from 'react-router';
import { paths, routePatterns } from '@/shared/paths';
import { RequireOperator, RequirePermission } from './guard';
import { AppLayout } from './layouts/app-layout';
import { lazyRoute } from './lazy-route';
import { HomeRoute } from './routes/home-route';
import { NotFoundRoute } from './routes/not-found-route';
import { RouteError } from './routes/route-error';
import type { Permission } from '@member/shared';
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

const contentFrame = screen(paths.content, 'content.edit', () =>
  import('@/features/content/routes/content-layout').then(({ ContentLayout }) => ({ default: ContentLayout })),
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

const affiliateFrame = screen(paths.affiliate, 'affiliate.view', () =>
  import('@/features/affiliate/routes/affiliate-layout').then(({ AffiliateLayout }) => ({ default: AffiliateLayout })),
);

const affiliateRoute: RouteObject = {
  path: affiliateFrame.path,
  lazy: affiliateFrame.lazy,
  children: [
    { index: true, element: <Navigate to={paths.affiliateSettings} replace /> },
    screen(paths.affiliateSettings, 'affiliate.view', () => import('@/features/affiliate/routes/settings-route')),
    screen(paths.affiliateAffiliates, 'affiliate.view', () => import('@/features/affiliate/routes/affiliates-route')),
    screen(
      routePatterns.affiliateAffiliate,
      'affiliate.view',
      () => import('@/features/affiliate/routes/affiliate-route'),
    ),
    screen(paths.affiliateDownlines, 'affiliate.view', () => import('@/features/affiliate/routes/downlines-route')),
    screen(paths.affiliateWithdrawals, 'affiliate.view', () => import('@/features/affiliate/routes/withdrawals-route')),
    screen(paths.affiliateAccruals, 'affiliate.view', () => import('@/features/affiliate/routes/accruals-route')),
  ],
};

const minigameFrame = screen(paths.minigame, 'minigame.view', () =>
  import('@/features/minigame/routes/minigame-layout').then(({ MinigameLayout }) => ({ default: MinigameLayout })),
);

const minigameRoute: RouteObject = {
  path: minigameFrame.path,
  lazy: minigameFrame.lazy,
  children: [
    { index: true, element: <Navigate to={paths.minigameGames} replace /> },
    screen(paths.minigameGames, 'minigame.view', () => import('@/features/minigame/routes/games-route')),
    screen(paths.minigameGameNew, 'minigame.manage', () => import('@/features/minigame/routes/game-new-route')),
    screen(routePatterns.minigameGame, 'minigame.view', () => import('@/features/minigame/routes/game-route')),
    screen(paths.minigameSettings, 'minigame.view', () => import('@/features/minigame/routes/settings-route')),
    screen(paths.minigameWithdrawals, 'minigame.view', () => import('@/features/minigame/routes/withdrawals-route')),
    screen(paths.minigameMembers, 'minigame.view', () => import('@/features/minigame/routes/members-route')),
    screen(paths.minigameFigures, 'minigame.view', () => import('@/features/minigame/routes/figures-route')),
  ],
};

const chatFrame = screen(paths.chat, 'chat.view', () =>
  import('@/features/chat/routes/chat-layout').then(({ ChatLayout }) => ({ default: () => <ChatLayout /> })),
);

/** The inbox: the list, and beside it nothing yet or the open conversation (one chunk for the three). */
const loadInbox = () => import('@/features/chat/routes/inbox-route');
const chatInbox: RouteObject = {
  path: paths.chatInbox,
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
  path: chatFrame.path,
  lazy: chatFrame.lazy,
  children: [
    { index: true, element: <Navigate to={paths.chatInbox} replace /> },
    chatInbox,
    screen(paths.chatCannedReplies, 'chat.manage', () => import('@/features/chat/routes/canned-replies-route')),
    screen(paths.chatSettings, 'chat.manage', () => import('@/features/chat/routes/settings-route')),
    screen(paths.chatStats, 'chat.view', () => import('@/features/chat/routes/stats-route')),
  ],
};

/** The screens inside the signed-in frame, one per menu item (menu.ts) and their detail pages. */
const SCREENS: RouteObject[] = [
  screen(paths.members, 'members.view', () => import('@/features/members/routes/members-route')),
  screen(routePatterns.member, 'members.view', () => import('@/features/members/routes/member-route')),
  screen(paths.promotions, 'promotions.edit', () => import('@/features/promotions/routes/promotions-route')),
  screen(paths.promotionNew, 'promotions.edit', () => import('@/features/promotions/routes/promotion-new-route')),
  screen(routePatterns.promotion, 'promotions.edit', () => import('@/features/promotions/routes/promotion-edit-route')),
  screen(
    paths.turnoverSettings,
    'promotions.edit',
    () => import('@/features/promotions/routes/turnover-settings-route'),
  ),
  screen(paths.operators, 'operators.manage', () => import('@/features/operators/routes/operators-route')),
  screen(paths.audit, 'audit.view', () => import('@/features/audit/routes/audit-route')),
  screen(paths.smsOutbox, 'sms.view', () => import('@/features/sms-outbox/routes/sms-outbox-route')),
  screen(paths.jobs, 'jobs.view', () => import('@/features/jobs/routes/jobs-route')),
  screen(paths.dashboard, 'money.view', () =>
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
  screen(paths.deposits, 'money.view', () => import('@/features/money/routes/deposits-queue-route')),
  screen(paths.withdrawals, 'money.view', () => import('@/features/money/routes/withdrawals-queue-route')),
  screen(paths.moneyHistory, 'money.view', () => import('@/features/money/routes/money-history-route')),
  screen(paths.statementReview, 'money.view', () => import('@/features/statements/routes/statement-review-route')),
  screen(paths.statementLines, 'money.view', () => import('@/features/statements/routes/statement-lines-route')),
  screen(paths.statementSources, 'money.view', () => import('@/features/statements/routes/statement-sources-route')),
  screen(
    paths.autoDepositSettings,
    'money.view',
    () => import('@/features/statements/routes/auto-deposit-settings-route'),
  ),
  screen(paths.payoutSettings, 'money.view', () => import('@/features/payouts/routes/payout-settings-route')),
  screen(paths.games, 'money.view', () => import('@/features/play/routes/games-route')),
  contentRoute,
  affiliateRoute,
  minigameRoute,
  chatRoute,
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
