/**
 * The heading of the member's chat page, which is also its tab title (PAGE_TITLES). Apart from the
 * page's other texts (CHAT, chat-messages.ts): the route table is part of every first load and brings
 * this module with it; the rest rides only with the member's pages.
 */
export const CHAT_TITLES = {
  chat: 'แชทกับแอดมิน',
} as const;
