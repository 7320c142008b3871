import { z } from 'zod';
import { CHAT_FILE_KINDS, CHAT_SENDERS, CHAT_STATUSES } from './model';
import { isoTimeSchema, pageOf } from '../common/answers';

/** Answers of the live-chat service (docs/api-chat.md). */

const int = z.number().int();
const status = z.enum(CHAT_STATUSES);

const businessDaySchema = z.object({
  day: int,
  open: z.string(),
  close: z.string(),
});
/** A weekday's hours (0 = Sunday, Asia/Bangkok); a day without an entry is closed. */
export type ChatBusinessDay = z.infer<typeof businessDaySchema>;

export const chatSettingsPublicSchema = z.object({
  businessHours: z.array(businessDaySchema),
  /** Whether now (Asia/Bangkok) falls in the business hours. */
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
});
/** `GET /setting`: what the member's page needs before anything is sent. */
export type ChatSettingsPublic = z.infer<typeof chatSettingsPublicSchema>;

export const chatSettingsAnswerSchema = z.object({
  businessHours: z.array(businessDaySchema),
  greeting: z.string(),
  offlineMessage: z.string(),
  imageMaxBytes: int,
  audioMaxBytes: int,
  /** Round-robin's cap of open conversations per agent; 0 turns round-robin off. */
  agentCap: int,
});
/** The operator's settings (`GET/PUT /operator/settings`). */
export type ChatSettings = z.infer<typeof chatSettingsAnswerSchema>;

export const chatFileSchema = z.object({
  id: z.string(),
  kind: z.enum(CHAT_FILE_KINDS),
  /** `image/jpeg`, `image/png`, `audio/mpeg`, `audio/wav`. */
  mime: z.string(),
  size: int,
  url: z.string(),
});
export type ChatFile = z.infer<typeof chatFileSchema>;

export const chatMessageSchema = z.object({
  /** Increases within its conversation: 1, 2, 3... */
  id: int,
  conversationId: int,
  sender: z.enum(CHAT_SENDERS),
  /** The agent's name on an agent's message, for operators; null for members (to whom an agent is the team). */
  agentName: z.string().nullable(),
  text: z.string().nullable(),
  file: chatFileSchema.nullable(),
  clientMessageId: z.string().nullable(),
  createdAt: isoTimeSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMemberConversationSchema = z.object({
  id: int,
  status,
  /** The last message the member has read / the last the team has read. */
  memberLastReadId: int,
  agentLastReadId: int,
  unread: int,
});
/** The member's view of their conversation. */
export type ChatMemberConversation = z.infer<typeof chatMemberConversationSchema>;

export const chatMemberPageSchema = z.object({
  conversation: chatMemberConversationSchema.nullable(),
  messages: z.array(chatMessageSchema),
  /** More messages beyond this page in the direction asked (older without a cursor or with `before`). */
  hasMore: z.boolean(),
});
/** `GET /chat-member`: a page, oldest message first. */
export type ChatMemberPage = z.infer<typeof chatMemberPageSchema>;

export const chatUnreadCountSchema = z.object({ count: int });
export type ChatUnreadCount = z.infer<typeof chatUnreadCountSchema>;

export const adminChatMemberSchema = z.object({
  id: z.string(),
  tel: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  level: z.string(),
});
// ---------------------------------------------------------------------------------------------
// Operator answers
export type AdminChatMember = z.infer<typeof adminChatMemberSchema>;

export const adminChatConversationSchema = z.object({
  id: int,
  member: adminChatMemberSchema,
  status,
  snoozedUntil: isoTimeSchema.nullable(),
  assignee: z.object({ id: int, name: z.string() }).nullable(),
  lastMessage: z
    .object({ id: int, sender: z.enum(CHAT_SENDERS), preview: z.string(), createdAt: isoTimeSchema })
    .nullable(),
  /** The member's messages the team has not read. */
  unread: int,
  memberLastReadId: int,
  agentLastReadId: int,
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type AdminChatConversation = z.infer<typeof adminChatConversationSchema>;

export const adminChatConversationPageSchema = pageOf(adminChatConversationSchema);

export const adminChatCountsSchema = z.object({
  open: int,
  pending: int,
  resolved: int,
  snoozed: int,
  mine: int,
  unassigned: int,
});
export type AdminChatCounts = z.infer<typeof adminChatCountsSchema>;

const moneyLineSchema = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.string(),
  createdAt: isoTimeSchema,
});
/** A money line in the member's context beside the chat. */
export type AdminChatMoneyLine = z.infer<typeof moneyLineSchema>;

export const adminChatConversationDetailSchema = z.object({
  conversation: adminChatConversationSchema,
  context: z.object({
    member: adminChatMemberSchema.extend({ status: z.string(), createdAt: isoTimeSchema }),
    /** The wallet's credit in baht. */
    credit: z.number(),
    deposits: z.array(moneyLineSchema),
    withdrawals: z.array(moneyLineSchema),
  }),
});
export type AdminChatConversationDetail = z.infer<typeof adminChatConversationDetailSchema>;

export const adminChatMessagePageSchema = z.object({
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type AdminChatMessagePage = z.infer<typeof adminChatMessagePageSchema>;

export const adminChatAgentSchema = z.object({
  id: int,
  name: z.string(),
  /** The operator asking. */
  me: z.boolean(),
  available: z.boolean(),
  openAssigned: int,
});
export type AdminChatAgent = z.infer<typeof adminChatAgentSchema>;
export const adminChatAgentListSchema = z.array(adminChatAgentSchema);

export const adminCannedReplySchema = z.object({
  id: int,
  shortCode: z.string(),
  text: z.string(),
});
export type AdminCannedReply = z.infer<typeof adminCannedReplySchema>;
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
});
export type AdminChatAgentStats = z.infer<typeof adminChatAgentStatsSchema>;
export const adminChatAgentStatsListSchema = z.array(adminChatAgentStatsSchema);
