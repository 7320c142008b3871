/** The member chat: conversations, messages, canned replies, the agents. */
export * from './model';
export * from './chat';
export * from './texts';
export * from './titles';
// The answers' types only: their schemas are server-side (`@member/shared/responses`).
export type {
  AdminCannedReply,
  AdminChatAgent,
  AdminChatAgentStats,
  AdminChatConversation,
  AdminChatConversationDetail,
  AdminChatCounts,
  AdminChatMember,
  AdminChatMessagePage,
  AdminChatMoneyLine,
  ChatBusinessDay,
  ChatFile,
  ChatMemberConversation,
  ChatMemberPage,
  ChatMessage,
  ChatSettings,
  ChatSettingsPublic,
  ChatUnreadCount,
} from './answers';
