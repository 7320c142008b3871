import {
  type AdminCannedReply,
  type AdminChatAgent,
  type AdminChatAgentStats,
  type AdminChatConversation,
  type AdminChatConversationDetail,
  type AdminChatCounts,
  CHAT_API_BASE,
  type ChatMessage,
  type ChatSettings,
  type Page,
} from '@member/shared';

/** Answers shaped as docs/api-chat.md says, with values a test can recognise on screen. */

export const pageOf = <T>(items: T[], total = items.length): Page<T> => ({ items, page: 1, limit: 30, total });

/** The agents: the signed-in one (id 1) and another (id 2). */
export const ME: AdminChatAgent = { id: 1, name: 'แอดมินเอ', me: true, available: true, openAssigned: 2 };
export const OTHER: AdminChatAgent = { id: 2, name: 'แอดมินบี', me: false, available: false, openAssigned: 5 };
export const AGENTS = [ME, OTHER];

export const COUNTS: AdminChatCounts = { open: 3, pending: 1, resolved: 12, snoozed: 2, mine: 1, unassigned: 2 };

export const CONVERSATION: AdminChatConversation = {
  id: 7,
  member: { id: 'm-7', tel: '0811111111', firstName: 'สมชาย', lastName: 'ใจดี', level: 'gold' },
  status: 'open',
  snoozedUntil: null,
  assignee: null,
  // 2026-03-02 14:14 in Bangkok.
  lastMessage: { id: 14, sender: 'member', preview: 'ฝากเงินแล้วยังไม่เข้าครับ', createdAt: '2026-03-02T07:14:00.000Z' },
  unread: 2,
  memberLastReadId: 12,
  agentLastReadId: 11,
  createdAt: '2026-03-02T07:00:00.000Z',
  updatedAt: '2026-03-02T07:14:00.000Z',
};

export const OTHER_CONVERSATION: AdminChatConversation = {
  ...CONVERSATION,
  id: 8,
  member: { id: 'm-8', tel: '0822222222', firstName: 'สมหญิง', lastName: 'รักดี', level: 'normal' },
  assignee: { id: 2, name: 'แอดมินบี' },
  lastMessage: { id: 5, sender: 'agent', preview: 'รอสักครู่นะคะ', createdAt: '2026-03-02T06:00:00.000Z' },
  unread: 0,
  updatedAt: '2026-03-02T06:00:00.000Z',
};

export const message = (id: number, patch: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversationId: CONVERSATION.id,
  sender: 'member',
  agentName: null,
  text: `ข้อความที่ ${id}`,
  file: null,
  clientMessageId: null,
  createdAt: `2026-03-02T07:${String(id).padStart(2, '0')}:00.000Z`,
  ...patch,
});

/** A file's link as the service signs it for the operator (decision 0132). */
export const fileLink = (id: string) => `${CHAT_API_BASE}/file/${id}/content?v=o1&exp=1772445600&sig=signature`;

/** The newest page: ids 11 to 14 (older ones, 9 and 10, on the page before). */
export const MESSAGES: ChatMessage[] = [
  message(11, { text: 'สวัสดีครับ' }),
  message(12, {
    sender: 'agent',
    agentName: 'แอดมินเอ',
    text: 'สวัสดีค่ะ มีอะไรให้ช่วยคะ',
    clientMessageId: 'client-0012',
  }),
  message(13, {
    text: null,
    file: { id: 'f-1', kind: 'image', mime: 'image/png', size: 1000, url: fileLink('f-1') },
  }),
  message(14, {
    text: null,
    file: { id: 'f-2', kind: 'audio', mime: 'audio/mpeg', size: 2000, url: fileLink('f-2') },
  }),
];

export const OLDER: ChatMessage[] = [message(9, { text: 'ข้อความเก่า' }), message(10, { text: 'ข้อความเก่ากว่านี้ไม่มีแล้ว' })];

export const DETAIL: AdminChatConversationDetail = {
  conversation: CONVERSATION,
  context: {
    member: { ...CONVERSATION.member, status: 'active', createdAt: '2025-12-01T03:00:00.000Z' },
    credit: 1234.5,
    deposits: [
      { id: 'd-1', amount: 500, status: 'waiting_for_approve', createdAt: '2026-03-02T07:20:00.000Z' },
      { id: 'd-2', amount: 1000, status: 'approved', createdAt: '2026-03-01T05:00:00.000Z' },
    ],
    withdrawals: [{ id: 'w-1', amount: 300, status: 'rejected', createdAt: '2026-02-28T05:00:00.000Z' }],
  },
};

export const CANNED: AdminCannedReply[] = [
  { id: 1, shortCode: 'greet', text: 'สวัสดีค่ะ ยินดีให้บริการค่ะ' },
  { id: 2, shortCode: 'deposit', text: 'กรุณาส่งสลิปการโอนเงินให้แอดมินด้วยนะคะ' },
  { id: 3, shortCode: 'thanks', text: 'ขอบคุณที่ใช้บริการค่ะ' },
];

export const SETTINGS: ChatSettings = {
  businessHours: [
    { day: 1, open: '09:00', close: '18:00' },
    { day: 2, open: '09:00', close: '18:00' },
  ],
  greeting: 'สวัสดีค่ะ ทีมงานยินดีให้บริการ',
  offlineMessage: 'ขณะนี้อยู่นอกเวลาทำการ',
  imageMaxBytes: 5 * 1024 * 1024,
  audioMaxBytes: 2.5 * 1024 * 1024,
  agentCap: 10,
};

export const STATS: AdminChatAgentStats[] = [
  {
    agent: { id: 1, name: 'แอดมินเอ' },
    conversations: 42,
    firstResponse: { count: 40, averageSeconds: 95.4, medianSeconds: 45 },
    resolution: { count: 38, averageSeconds: 7500, medianSeconds: 3600 },
  },
  {
    agent: { id: 2, name: 'แอดมินบี' },
    conversations: 0,
    firstResponse: { count: 0, averageSeconds: null, medianSeconds: null },
    resolution: { count: 0, averageSeconds: null, medianSeconds: null },
  },
];
