import { z } from 'zod';
import { CHAT_STATUSES } from './model';
import { bangkokDateSchema, checkDateRange } from '../common/bangkok-days';
import { VALIDATION as M } from '../common/messages';
import { historyQuerySchema } from '../money/money';
import type { ChatSettings } from './answers';

/**
 * The live-chat service (issue 16, docs/api-chat.md, decision 0130): the schemas of every body, query
 * and parameter, the shapes of every answer, its limits and the Thai texts the server answers. The
 * service runs at `/chat/api/v1` (CHAT_API_BASE), its socket at `/chat/realtime-socket`. The socket's
 * channels and events are `realtime.ts`.
 */

// ---------------------------------------------------------------------------------------------
// The model
// The enumerations are model.ts (the answers read them too).
export const CHAT_IMAGE_TYPES = ['jpg', 'jpeg', 'png'] as const;
export const CHAT_AUDIO_TYPES = ['mp3', 'wav'] as const;

export const CHAT_LIMITS = {
  messageMaxLength: 2000,
  /** A page of messages (`?limit`). */
  pageDefault: 50,
  pageMax: 100,
  /** The client's id of a send: its retries carry the same one. */
  clientMessageIdPattern: /^[A-Za-z0-9_-]{8,64}$/,
  shortCodePattern: /^[a-z0-9_-]{1,30}$/,
  cannedTextMaxLength: 2000,
  greetingMaxLength: 500,
  offlineMessageMaxLength: 500,
  /** Upload limits the operator may set, in bytes. */
  imageMaxBytesDefault: 5 * 1024 * 1024,
  audioMaxBytesDefault: 5 * 1024 * 1024,
  uploadMaxBytesCeiling: 20 * 1024 * 1024,
  uploadMaxBytesFloor: 64 * 1024,
  /** Open conversations round-robin gives one agent at most (settings; 0 = round-robin off). */
  agentCapDefault: 10,
  agentCapMax: 200,
  /** Sends of one member per minute. */
  sendsPerMinute: 30,
  /** A typing event of one socket per conversation is passed on at most this often. */
  typingThrottleMs: 1000,
  /** The client shows "typing" this long after the last event unless told it stopped. */
  typingShowMs: 4000,
} as const;

/** `HH:mm`, 00:00 to 24:00. */
export const CHAT_TIME_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

// ---------------------------------------------------------------------------------------------
// Answers

// ---------------------------------------------------------------------------------------------
// Bodies, queries and parameters

const messageId = z.coerce.number({ error: M.invalidValue }).int(M.invalidValue).min(0, M.invalidValue);

/** `?before=` / `?after=` (message ids; not both) and `?limit=`. */
export const chatPageQuerySchema = z
  .object({
    before: messageId.max(2 ** 31, M.invalidValue).optional(),
    after: messageId.max(2 ** 31, M.invalidValue).optional(),
    limit: z.coerce
      .number({ error: M.invalidValue })
      .int(M.invalidValue)
      .min(1, M.invalidValue)
      .max(CHAT_LIMITS.pageMax, M.invalidValue)
      .default(CHAT_LIMITS.pageDefault),
  })
  .refine((value) => value.before === undefined || value.after === undefined, { message: M.invalidValue });
export type ChatPageQuery = z.infer<typeof chatPageQuerySchema>;

/** The Thai refusals of a send's schema (registered with the server's known messages through `CHAT_SCHEMA_MESSAGES`). */
export const CHAT_SEND_MESSAGES = {
  textTooLong: `*ข้อความยาวได้ไม่เกิน ${CHAT_LIMITS.messageMaxLength.toLocaleString('en-US')} ตัวอักษร`,
  textOrFileRequired: '*กรุณาพิมพ์ข้อความหรือแนบไฟล์',
} as const;

/** A send, by the member or an agent: a text, a file, or both. */
export const chatSendSchema = z
  .object({
    text: z
      .string({ error: M.invalidValue })
      .trim()
      .max(CHAT_LIMITS.messageMaxLength, CHAT_SEND_MESSAGES.textTooLong)
      .optional(),
    file_id: z.uuid({ error: 'ไม่พบไฟล์ที่แนบ กรุณาแนบไฟล์ใหม่' }).optional(),
    client_message_id: z.string({ error: M.invalidValue }).regex(CHAT_LIMITS.clientMessageIdPattern, M.invalidValue),
  })
  .refine((value) => (value.text !== undefined && value.text !== '') || value.file_id !== undefined, {
    message: CHAT_SEND_MESSAGES.textOrFileRequired,
    path: ['text'],
  });
export type ChatSend = z.input<typeof chatSendSchema>;

/**
 * `POST /chat-member/reset-unread` and an agent's read: up to a message, or the newest when absent. A JSON
 * body carries a number, so nothing is coerced here (`true`, `"5"`, `[3]`, `null` are refused), as the
 * money amounts are; only the query's ids come as text.
 */
export const chatReadSchema = z
  .object({
    last_read_id: z
      .number({ error: M.invalidValue })
      .int(M.invalidValue)
      .min(0, M.invalidValue)
      .max(2 ** 31, M.invalidValue)
      .optional(),
  })
  .optional()
  .default({});

// ---------------------------------------------------------------------------------------------
// The texts the server answers

export const CHAT_MESSAGES = {
  fileRequired: 'กรุณาเลือกไฟล์',
  fileTypeNotAllowed: 'รองรับเฉพาะไฟล์รูปภาพ (jpg, jpeg, png) และเสียง (mp3, wav)',
  /** Followed by the limit: `(สูงสุด 5 MB)`. */
  fileTooLarge: 'ไฟล์มีขนาดใหญ่เกินกำหนด',
  fileNotFound: 'ไม่พบไฟล์ที่แนบ กรุณาแนบไฟล์ใหม่',
  /** A file link that is forged, expired or no longer the viewer's (decision 0132). */
  fileLinkInvalid: 'ลิงก์ไฟล์นี้หมดอายุหรือไม่ถูกต้อง กรุณาโหลดหน้าใหม่',
  conversationNotFound: 'ไม่พบบทสนทนานี้',
  snoozeUntilRequired: '*กรุณาเลือกเวลาที่จะเปิดบทสนทนาอีกครั้ง',
  snoozeUntilPast: '*เวลาที่เลื่อนไว้ต้องเป็นเวลาในอนาคต',
  agentNotAllowed: 'ผู้ดูแลคนนี้ไม่มีสิทธิ์ตอบแชท',
  assignOthersForbidden: 'คุณมอบหมายบทสนทนาให้ผู้อื่นไม่ได้',
  shortCodeTaken: 'มีข้อความสำเร็จรูปที่ใช้รหัสนี้แล้ว',
  shortCodeInvalid: '*รหัสต้องเป็นตัวอักษรภาษาอังกฤษตัวเล็ก ตัวเลข - หรือ _ ยาว 1-30 ตัว',
  cannedTextRequired: '*กรุณากรอกข้อความ',
  cannedNotFound: 'ไม่พบข้อความสำเร็จรูปนี้',
  businessHoursInvalid: '*เวลาทำการไม่ถูกต้อง (เวลาเปิดต้องก่อนเวลาปิด วันละหนึ่งช่วง)',
  /** The socket's refusals (an ack's `error.message`). */
  channelForbidden: 'คุณไม่มีสิทธิ์ติดตามช่องนี้',
  channelUnknown: 'ไม่พบช่องนี้',
} as const;

/** Every Thai text a chat schema or the chat server answers (the server's known messages). */
export const CHAT_SCHEMA_MESSAGES = { ...CHAT_SEND_MESSAGES, ...CHAT_MESSAGES } as const;

// ---------------------------------------------------------------------------------------------
// Operator schemas

const shortCode = z
  .string({ error: CHAT_MESSAGES.shortCodeInvalid })
  .trim()
  .toLowerCase()
  .regex(CHAT_LIMITS.shortCodePattern, CHAT_MESSAGES.shortCodeInvalid);

export const chatCannedReplySchema = z.object({
  short_code: shortCode,
  text: z
    .string({ error: CHAT_MESSAGES.cannedTextRequired })
    .trim()
    .min(1, CHAT_MESSAGES.cannedTextRequired)
    .max(CHAT_LIMITS.cannedTextMaxLength, CHAT_MESSAGES.cannedTextRequired),
});
export type ChatCannedReplyInput = z.input<typeof chatCannedReplySchema>;

const businessDaySchema = z.object({
  day: z.number({ error: CHAT_MESSAGES.businessHoursInvalid }).int().min(0).max(6),
  open: z.string().regex(CHAT_TIME_PATTERN, CHAT_MESSAGES.businessHoursInvalid),
  close: z.string().regex(CHAT_TIME_PATTERN, CHAT_MESSAGES.businessHoursInvalid),
});

const uploadBytes = z
  .number({ error: M.invalidValue })
  .int(M.invalidValue)
  .min(CHAT_LIMITS.uploadMaxBytesFloor, M.invalidValue)
  .max(CHAT_LIMITS.uploadMaxBytesCeiling, M.invalidValue);

export const chatSettingsSchema = z.object({
  businessHours: z
    .array(businessDaySchema, { error: CHAT_MESSAGES.businessHoursInvalid })
    .max(7, CHAT_MESSAGES.businessHoursInvalid)
    .refine(
      (days) => new Set(days.map((d) => d.day)).size === days.length && days.every((d) => d.open < d.close),
      CHAT_MESSAGES.businessHoursInvalid,
    ),
  greeting: z.string({ error: M.invalidValue }).trim().max(CHAT_LIMITS.greetingMaxLength, M.invalidValue),
  offlineMessage: z.string({ error: M.invalidValue }).trim().max(CHAT_LIMITS.offlineMessageMaxLength, M.invalidValue),
  imageMaxBytes: uploadBytes,
  audioMaxBytes: uploadBytes,
  agentCap: z
    .number({ error: M.invalidValue })
    .int(M.invalidValue)
    .min(0, M.invalidValue)
    .max(CHAT_LIMITS.agentCapMax, M.invalidValue),
}) satisfies z.ZodType<ChatSettings>;

export const chatStatusChangeSchema = z
  .object({
    status: z.enum(CHAT_STATUSES, { error: M.invalidValue }),
    snoozed_until: z.iso.datetime({ offset: true, error: CHAT_MESSAGES.snoozeUntilRequired }).optional(),
  })
  .refine((value) => value.status !== 'snoozed' || value.snoozed_until !== undefined, {
    message: CHAT_MESSAGES.snoozeUntilRequired,
    path: ['snoozed_until'],
  });

export const chatAssignSchema = z.object({
  operator_id: z.number({ error: M.invalidValue }).int(M.invalidValue).positive(M.invalidValue).nullable(),
});

export const chatAgentAvailabilitySchema = z.object({ available: z.boolean({ error: M.invalidValue }) });

export const CHAT_ASSIGNEE_FILTERS = ['me', 'unassigned', 'all'] as const;

/** A page of the inbox: the history lists' `page` and `limit`, 30 rows by default. */
export const chatConversationListQuerySchema = historyQuerySchema.extend({
  status: z.enum([...CHAT_STATUSES, 'all'], { error: M.invalidValue }).default('open'),
  /** `me`, `unassigned`, `all` or an operator's id. */
  assignee: z
    .union([z.enum(CHAT_ASSIGNEE_FILTERS), z.string().regex(/^[1-9]\d{0,17}$/)], { error: M.invalidValue })
    .default('all'),
  limit: historyQuerySchema.shape.limit.unwrap().default(30),
});
export type ChatConversationListQuery = z.input<typeof chatConversationListQuerySchema>;

export const chatStatsQuerySchema = z
  .object({ from: bangkokDateSchema.optional(), to: bangkokDateSchema.optional() })
  .superRefine(checkDateRange);

export const chatConversationParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});
export const chatCannedParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});

/** `/file/{id}`: a file's id (anything else is not found). */
export const chatFileParamsSchema = z.object({ id: z.uuid() });

/**
 * A file's signed link (decision 0132): whom it was signed for (`v`), until when (`exp`, Unix seconds)
 * and the signature (`sig`). Loose on purpose: whatever is missing or wrong is one 403 of the route.
 */
export const chatFileLinkQuerySchema = z.object({
  v: z.string().max(40).optional(),
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});
