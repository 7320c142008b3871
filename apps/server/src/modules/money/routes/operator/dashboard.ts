import {
  addBangkokDays,
  bangkokDayOf,
  bangkokRangeBounds,
  type Dashboard,
  DASHBOARD_SERIES_DAYS,
} from '@member/shared';
import { answers, dashboardSchema, queueCountsSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { expireDuePayments } from '../../expiry';
import * as q from '../../queries/dashboard';
import { tags, view } from './options';

/** The operator's dashboard: today's counts, the waiting queues and the last days' series; the queues' counts alone for the menu. */
export async function dashboardOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get(
    '/admin/dashboard',
    { ...view, schema: { summary: 'Dashboard figures', tags, response: answers(dashboardSchema) } },
    async () => {
      // Today's waiting deposits whose QR ran out are rejected before they are counted (decision 0082).
      const nowMs = app.clock.now();
      await expireDuePayments(db, nowMs);
      const today = bangkokDayOf(nowMs);
      const first = addBangkokDays(today, -(DASHBOARD_SERIES_DAYS - 1));
      const todayRange = bangkokRangeBounds({ from: today, to: today });
      const seriesRange = bangkokRangeBounds({ from: first, to: today });
      const [from, to] = [todayRange.fromIso ?? '', todayRange.toIso ?? ''];
      const [seriesFrom, seriesTo] = [seriesRange.fromIso ?? '', seriesRange.toIso ?? ''];
      const [deposits, withdrawals, queues, depositDays, withdrawalDays, memberDays] = await Promise.all([
        q.countByStatus(db, 'deposits', from, to),
        q.countByStatus(db, 'withdrawals', from, to),
        q.waitingCounts(db),
        q.approvedPerDay(db, 'deposits', seriesFrom, seriesTo),
        q.approvedPerDay(db, 'withdrawals', seriesFrom, seriesTo),
        q.newMembersPerDay(db, seriesFrom, seriesTo),
      ]);
      const none = { count: 0, amount: 0 };
      const series = Array.from({ length: DASHBOARD_SERIES_DAYS }, (_, i) => {
        const day = addBangkokDays(first, i);
        return {
          day,
          deposits_approved: depositDays.get(day) ?? none,
          withdrawals_approved: withdrawalDays.get(day) ?? none,
          new_members: memberDays.get(day) ?? 0,
        };
      });
      const data: Dashboard = {
        day: today,
        today: { deposits, withdrawals, new_members: memberDays.get(today) ?? 0 },
        queues,
        series,
      };
      return { data };
    },
  );

  // Asked every few seconds by every open back-office tab: only the two counts, after the same expiry as the queue.
  api.get(
    '/admin/queue-counts',
    { ...view, schema: { summary: 'Waiting queue counts', tags, response: answers(queueCountsSchema) } },
    async () => {
      await expireDuePayments(db, app.clock.now());
      return { data: await q.waitingCounts(db) };
    },
  );
}
