import { z } from 'zod';
import {
  type AdminCannedReply,
  type AdminChatAgent,
  type AdminChatAgentStats,
  type AdminChatConversation,
  type AdminChatConversationDetail,
  type AdminChatCounts,
  type AdminChatMember,
  type AdminChatMessagePage,
  type AdminChatMoneyLine,
  CHAT_FILE_KINDS,
  CHAT_SENDERS,
  CHAT_STATUSES,
  type ChatBusinessDay,
  type ChatFile,
  type ChatMemberConversation,
  type ChatMemberPage,
  type ChatMessage,
  type ChatSettings,
  type ChatSettingsPublic,
  type ChatUnreadCount,
} from './chat';
import { isoTimeSchema, pageOf } from '../common/answers';

/** Answers of the live-chat service (docs/api-chat.md). */

const int = z.number().int();
const status = z.enum(CHAT_STATUSES);

const businessDaySchema = z.object({
  day: int,
  open: z.string(),
  close: z.string(),
}) satisfies z.ZodType<ChatBusinessDay>;

export const chatSettingsPublicSchema = z.object({
  businessHours: z.array(businessDaySchema),
  openNow: z.boolean(),
  greeting: z.string(),
  offlineMessage: z.string(),
  upload: z.object({
    imageMaxBytes: int,
    audioMaxBytes: int,
    imageTypes: z.array(z.string()),
    audioTypes: z.array(z.string()),
  }),
  messageMaxLength: int,
}) satisfies z.ZodType<ChatSettingsPublic>;

export const chatSettingsAnswerSchema = z.object({
  businessHours: z.array(businessDaySchema),
  greeting: z.string(),
  offlineMessage: z.string(),
  imageMaxBytes: int,
  audioMaxBytes: int,
  agentCap: int,
}) satisfies z.ZodType<ChatSettings>;

export const chatFileSchema = z.object({
  id: z.string(),
  kind: z.enum(CHAT_FILE_KINDS),
  mime: z.string(),
  size: int,
  url: z.string(),
}) satisfies z.ZodType<ChatFile>;

export const chatMessageSchema = z.object({
  id: int,
  conversationId: int,
  sender: z.enum(CHAT_SENDERS),
  agentName: z.string().nullable(),
  text: z.string().nullable(),
  file: chatFileSchema.nullable(),
  clientMessageId: z.string().nullable(),
  createdAt: isoTimeSchema,
}) satisfies z.ZodType<ChatMessage>;

export const chatMemberConversationSchema = z.object({
  id: int,
  status,
  memberLastReadId: int,
  agentLastReadId: int,
  unread: int,
}) satisfies z.ZodType<ChatMemberConversation>;

export const chatMemberPageSchema = z.object({
  conversation: chatMemberConversationSchema.nullable(),
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
}) satisfies z.ZodType<ChatMemberPage>;

export const chatUnreadCountSchema = z.object({ count: int }) satisfies z.ZodType<ChatUnreadCount>;

export const adminChatMemberSchema = z.object({
  id: z.string(),
  tel: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  level: z.string(),
}) satisfies z.ZodType<AdminChatMember>;

export const adminChatConversationSchema = z.object({
  id: int,
  member: adminChatMemberSchema,
  status,
  snoozedUntil: isoTimeSchema.nullable(),
  assignee: z.object({ id: int, name: z.string() }).nullable(),
  lastMessage: z
    .object({ id: int, sender: z.enum(CHAT_SENDERS), preview: z.string(), createdAt: isoTimeSchema })
    .nullable(),
  unread: int,
  memberLastReadId: int,
  agentLastReadId: int,
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
}) satisfies z.ZodType<AdminChatConversation>;

export const adminChatConversationPageSchema = pageOf(adminChatConversationSchema);

export const adminChatCountsSchema = z.object({
  open: int,
  pending: int,
  resolved: int,
  snoozed: int,
  mine: int,
  unassigned: int,
}) satisfies z.ZodType<AdminChatCounts>;

const moneyLineSchema = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.string(),
  createdAt: isoTimeSchema,
}) satisfies z.ZodType<AdminChatMoneyLine>;

export const adminChatConversationDetailSchema = z.object({
  conversation: adminChatConversationSchema,
  context: z.object({
    member: adminChatMemberSchema.extend({ status: z.string(), createdAt: isoTimeSchema }),
    credit: z.number(),
    deposits: z.array(moneyLineSchema),
    withdrawals: z.array(moneyLineSchema),
  }),
}) satisfies z.ZodType<AdminChatConversationDetail>;

export const adminChatMessagePageSchema = z.object({
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
}) satisfies z.ZodType<AdminChatMessagePage>;

export const adminChatAgentSchema = z.object({
  id: int,
  name: z.string(),
  me: z.boolean(),
  available: z.boolean(),
  openAssigned: int,
}) satisfies z.ZodType<AdminChatAgent>;
export const adminChatAgentListSchema = z.array(adminChatAgentSchema);

export const adminCannedReplySchema = z.object({
  id: int,
  shortCode: z.string(),
  text: z.string(),
}) satisfies z.ZodType<AdminCannedReply>;
export const adminCannedReplyListSchema = z.array(adminCannedReplySchema);

const timesSchema = z.object({
  count: int,
  averageSeconds: z.number().nullable(),
  medianSeconds: z.number().nullable(),
});

export const adminChatAgentStatsSchema = z.object({
  agent: z.object({ id: int, name: z.string() }),
  conversations: int,
  firstResponse: timesSchema,
  resolution: timesSchema,
}) satisfies z.ZodType<AdminChatAgentStats>;
export const adminChatAgentStatsListSchema = z.array(adminChatAgentStatsSchema);
