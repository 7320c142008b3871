import {
  addBangkokDays,
  bangkokDayOf,
  bangkokRangeBounds,
  CHAT_MESSAGES,
  chatAgentAvailabilitySchema,
  chatAssignSchema,
  chatCannedParamsSchema,
  chatCannedReplySchema,
  chatConversationListQuerySchema,
  chatConversationParamsSchema,
  chatPageQuerySchema,
  chatReadSchema,
  chatSendSchema,
  chatSettingsSchema,
  chatStatsQuerySchema,
  chatStatusChangeSchema,
  hasPermission,
  satangToBaht,
} from '@member/shared';
import {
  adminCannedReplyListSchema,
  adminCannedReplySchema,
  adminChatAgentListSchema,
  adminChatAgentSchema,
  adminChatAgentStatsListSchema,
  adminChatConversationDetailSchema,
  adminChatConversationPageSchema,
  adminChatConversationSchema,
  adminChatCountsSchema,
  adminChatMessagePageSchema,
  answers,
  chatSettingsAnswerSchema,
  createdAnswers,
  deletedSchema,
} from '@member/shared/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/database';
import { badRequest, forbidden } from '../../lib/app-error';
import { requireAuth } from '../../plugins/auth';
import { expireDuePayments, recentMemberMoney, walletBalanceSatang } from '../money';
import { agentRead, agentSend, assign, type Change, changeStatus, conversationNotFound } from './actions';
import { isAgent, listAgents, setAvailability } from './assignment';
import { createCanned, deleteCanned, listCanned, lockCanned, updateCanned } from './canned';
import {
  adminConversation,
  adminConversations,
  adminCounts,
  type Conversation,
  findConversation,
  lockConversation,
  memberContext,
} from './conversations';
import { publishChange } from './events';
import { sentAnswers } from './member-routes';
import { messagePage } from './messages';
import { loadSettings, saveSettings } from './settings';
import { agentStats } from './stats';

const tags = ['chat'];
const view = { config: { access: 'chat.view' } } as const;
const reply = { config: { access: 'chat.reply' } } as const;
const manage = { config: { access: 'chat.manage' } } as const;

/** The member context's money lines: the last few of each. */
const CONTEXT_MONEY_LINES = 5;
/** The stats' range when none is asked: the last 7 Bangkok days, today included. */
const STATS_DEFAULT_DAYS = 7;

/**
 * The agents' inbox (docs/api-chat.md "Operator calls"): conversations, messages and replies, states,
 * assignment, availability, canned replies, settings and the agents' times. State changes, assignments,
 * canned replies and settings are audited with the row before and after.
 */
export async function chatOperatorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const now = () => app.clock.now();
  const at = () => new Date(now()).toISOString();
  const operatorOf = (request: FastifyRequest) => requireAuth(request).subjectId;
  const urlFor = (key: string) => app.storage.urlFor(key);

  async function adminRow(q: Queryable, id: number | string) {
    const conversation = await adminConversation(q, id);
    if (!conversation) throw conversationNotFound();
    return conversation;
  }
  async function locked(tx: Queryable, id: number): Promise<Conversation> {
    const conversation = await lockConversation(tx, id);
    if (!conversation) throw conversationNotFound();
    return conversation;
  }
  /** What the audit keeps of a conversation. */
  const auditView = (conversation: Conversation) => ({
    status: conversation.status,
    snoozedUntil: conversation.snoozedUntil,
    assigneeId: conversation.assigneeId,
  });
  /** An audited change of a conversation: its events go out once committed. */
  async function auditedChange(
    request: FastifyRequest,
    action: string,
    id: number,
    change: (tx: Queryable, conversation: Conversation) => Promise<Change>,
  ) {
    const { answer, done } = await app.audited(
      request,
      { action, type: 'chat_conversation', id: String(id) },
      async (tx) => {
        const before = await locked(tx, id);
        const done = await change(tx, before);
        const after = await locked(tx, id);
        return {
          before: auditView(before),
          after: auditView(after),
          answer: { answer: await adminRow(tx, id), done },
        };
      },
    );
    await publishChange(app, done);
    return answer;
  }

  api.get(
    '/operator/conversations',
    {
      ...view,
      schema: {
        tags,
        querystring: chatConversationListQuerySchema,
        response: answers(adminChatConversationPageSchema),
      },
    },
    async (request) => {
      const { status, assignee, page, limit } = request.query;
      const { items, total } = await adminConversations(db, {
        status,
        assignee: assignee === 'me' ? operatorOf(request) : assignee,
        page,
        limit,
      });
      return { data: { items, page, limit, total } };
    },
  );

  api.get(
    '/operator/conversations/counts',
    { ...view, schema: { tags, response: answers(adminChatCountsSchema) } },
    async (request) => ({ data: await adminCounts(db, operatorOf(request)) }),
  );

  api.get(
    '/operator/conversations/:id',
    {
      ...view,
      schema: { tags, params: chatConversationParamsSchema, response: answers(adminChatConversationDetailSchema) },
    },
    async (request) => {
      const conversation = await adminRow(db, request.params.id);
      const memberId = conversation.member.id;
      await expireDuePayments(db, now(), { memberId });
      const [member, creditSatang, money] = await Promise.all([
        memberContext(db, memberId),
        walletBalanceSatang(db, memberId),
        recentMemberMoney(db, memberId, CONTEXT_MONEY_LINES),
      ]);
      if (!member) throw conversationNotFound();
      return {
        data: {
          conversation,
          context: { member: { ...conversation.member, ...member }, credit: satangToBaht(creditSatang), ...money },
        },
      };
    },
  );

  api.get(
    '/operator/conversations/:id/messages',
    {
      ...view,
      schema: {
        tags,
        params: chatConversationParamsSchema,
        querystring: chatPageQuerySchema,
        response: answers(adminChatMessagePageSchema),
      },
    },
    async (request) => {
      const conversation = await findConversation(db, request.params.id);
      if (!conversation) throw conversationNotFound();
      return { data: await messagePage(db, conversation.id, request.query, urlFor) };
    },
  );

  api.post(
    '/operator/conversations/:id/messages',
    { ...reply, schema: { tags, params: chatConversationParamsSchema, body: chatSendSchema, response: sentAnswers } },
    async (request, answer) => {
      const operatorId = operatorOf(request);
      const nowMs = now();
      const result = await db.transaction((tx) =>
        agentSend(tx, { conversationId: request.params.id, operatorId, send: request.body, nowMs, urlFor }),
      );
      if (result.created) await publishChange(app, result.change);
      return answer.status(result.created ? 201 : 200).send({ data: result.message });
    },
  );

  api.post(
    '/operator/conversations/:id/read',
    {
      ...view,
      schema: {
        tags,
        params: chatConversationParamsSchema,
        body: chatReadSchema,
        response: answers(adminChatConversationSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      const change = await db.transaction((tx) => agentRead(tx, id, request.body.last_read_id, now()));
      await publishChange(app, change);
      return { data: await adminRow(db, id) };
    },
  );

  api.post(
    '/operator/conversations/:id/status',
    {
      ...reply,
      schema: {
        tags,
        params: chatConversationParamsSchema,
        body: chatStatusChangeSchema,
        response: answers(adminChatConversationSchema),
      },
    },
    async (request) => {
      const { status, snoozed_until: snoozedUntil } = request.body;
      const operatorId = operatorOf(request);
      const nowMs = now();
      const conversation = await auditedChange(request, 'chat.status', request.params.id, async (tx, before) =>
        changeStatus(tx, {
          conversation: before,
          status,
          snoozedUntil,
          operatorId,
          nowMs,
          settings: await loadSettings(tx),
        }),
      );
      return { data: conversation };
    },
  );

  api.post(
    '/operator/conversations/:id/assign',
    {
      ...reply,
      schema: {
        tags,
        params: chatConversationParamsSchema,
        body: chatAssignSchema,
        response: answers(adminChatConversationSchema),
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const target = request.body.operator_id === null ? null : String(request.body.operator_id);
      if (target !== auth.subjectId && !(auth.role && hasPermission(auth.role, 'chat.manage'))) {
        throw forbidden(CHAT_MESSAGES.assignOthersForbidden);
      }
      const nowMs = now();
      const conversation = await auditedChange(request, 'chat.assign', request.params.id, async (tx, before) => {
        if (target !== null && !(await isAgent(tx, target))) throw badRequest(CHAT_MESSAGES.agentNotAllowed);
        return assign(tx, before, target, nowMs);
      });
      return { data: conversation };
    },
  );

  api.get(
    '/operator/agents',
    { ...view, schema: { tags, response: answers(adminChatAgentListSchema) } },
    async (request) => ({ data: await listAgents(db, operatorOf(request)) }),
  );

  api.put(
    '/operator/agents/me',
    { ...reply, schema: { tags, body: chatAgentAvailabilitySchema, response: answers(adminChatAgentSchema) } },
    async (request) => ({
      data: await db.transaction((tx) => setAvailability(tx, operatorOf(request), request.body.available, at())),
    }),
  );

  api.get(
    '/operator/canned-replies',
    { ...view, schema: { tags, response: answers(adminCannedReplyListSchema) } },
    async () => ({ data: await listCanned(db) }),
  );

  api.post(
    '/operator/canned-replies',
    { ...manage, schema: { tags, body: chatCannedReplySchema, response: createdAnswers(adminCannedReplySchema) } },
    async (request, answer) => {
      const input = { shortCode: request.body.short_code, text: request.body.text };
      const created = await app.audited(
        request,
        { action: 'chat.canned_create', type: 'chat_canned_reply' },
        async (tx) => {
          const row = await createCanned(tx, input, at());
          return { before: null, after: row, answer: row, targetId: String(row.id) };
        },
      );
      return answer.status(201).send({ data: created });
    },
  );

  api.put(
    '/operator/canned-replies/:id',
    {
      ...manage,
      schema: {
        tags,
        params: chatCannedParamsSchema,
        body: chatCannedReplySchema,
        response: answers(adminCannedReplySchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = { shortCode: request.body.short_code, text: request.body.text };
      const updated = await app.audited(
        request,
        { action: 'chat.canned_update', type: 'chat_canned_reply', id: String(id) },
        async (tx) => {
          const before = await lockCanned(tx, id);
          const after = await updateCanned(tx, id, input, at());
          return { before, after, answer: after };
        },
      );
      return { data: updated };
    },
  );

  api.delete(
    '/operator/canned-replies/:id',
    { ...manage, schema: { tags, params: chatCannedParamsSchema, response: answers(deletedSchema) } },
    async (request) => {
      const { id } = request.params;
      await app.audited(
        request,
        { action: 'chat.canned_delete', type: 'chat_canned_reply', id: String(id) },
        async (tx) => {
          const before = await lockCanned(tx, id);
          await deleteCanned(tx, id);
          return { before, after: null, answer: null };
        },
      );
      return { data: { deleted: true } };
    },
  );

  api.get(
    '/operator/settings',
    { ...view, schema: { tags, response: answers(chatSettingsAnswerSchema) } },
    async () => ({ data: await loadSettings(db) }),
  );

  api.put(
    '/operator/settings',
    { ...manage, schema: { tags, body: chatSettingsSchema, response: answers(chatSettingsAnswerSchema) } },
    async (request) => {
      const saved = await app.audited(
        request,
        { action: 'chat.settings_update', type: 'chat_settings', id: '1' },
        async (tx) => {
          const before = await loadSettings(tx, true);
          const after = await saveSettings(tx, request.body, at());
          return { before, after, answer: after };
        },
      );
      return { data: saved };
    },
  );

  api.get(
    '/operator/stats',
    { ...view, schema: { tags, querystring: chatStatsQuerySchema, response: answers(adminChatAgentStatsListSchema) } },
    async (request) => {
      const to = request.query.to ?? (request.query.from ? undefined : bangkokDayOf(now()));
      const from = request.query.from ?? addBangkokDays(to ?? bangkokDayOf(now()), -(STATS_DEFAULT_DAYS - 1));
      const bounds = bangkokRangeBounds({ from, to });
      const fromIso = bounds.fromIso ?? new Date(0).toISOString();
      const toIso = bounds.toIso ?? new Date(now() + 1000).toISOString();
      return { data: await agentStats(db, fromIso, toIso) };
    },
  );
}
