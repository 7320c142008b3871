import type { ChatFile, ChatFileKind, ChatMemberPage, ChatMessage } from '@member/shared';

/**
 * The member's conversation as the page holds it: the messages the server confirmed (by id, oldest
 * first, each once) and the member's own sends still on their way or failed. Pure, so its rules are
 * tested on their own: a message that arrives twice (the socket's event and the send's answer, or a
 * resume's missed list) is held once, and a confirmed send replaces its optimistic copy by its
 * `clientMessageId`.
 */

/** A file picked to send: shown from the device until the server's copy is there. */
export interface Attachment {
  file: File;
  kind: ChatFileKind;
  previewUrl: string;
  /** Set once uploaded: a retry sends it again without uploading it again. */
  uploaded: ChatFile | null;
}

export interface Outgoing {
  clientMessageId: string;
  text: string | null;
  attachment: Attachment | null;
  status: 'sending' | 'failed';
  /** Why it failed (the server's Thai message), when it did. */
  error: string | null;
  createdAt: string;
}

export interface ConversationState {
  /** Null until the member's first message makes the conversation. */
  conversationId: number | null;
  messages: ChatMessage[];
  outgoing: Outgoing[];
  /** Older messages than the first held are left to load. */
  hasOlder: boolean;
  memberLastReadId: number;
  agentLastReadId: number;
}

export const initialConversation: ConversationState = {
  conversationId: null,
  messages: [],
  outgoing: [],
  hasOlder: false,
  memberLastReadId: 0,
  agentLastReadId: 0,
};

export type ConversationAction =
  | { type: 'newest'; page: ChatMemberPage }
  | { type: 'older'; page: ChatMemberPage }
  | { type: 'received'; messages: ChatMessage[] }
  | { type: 'queued'; item: Outgoing }
  | { type: 'sending'; clientMessageId: string }
  | { type: 'uploaded'; clientMessageId: string; file: ChatFile }
  | { type: 'failed'; clientMessageId: string; error: string | null }
  | { type: 'read'; reader: 'member' | 'agent'; lastReadId: number };

/** `held` and `incoming` as one list by id, oldest first; an id held already takes the newer copy. */
export function mergeMessages(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held;
  const byId = new Map(held.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The newest id held: what a resume asks after. */
export function lastMessageId(state: ConversationState): number | undefined {
  return state.messages.at(-1)?.id;
}

function receive(state: ConversationState, incoming: ChatMessage[]): ConversationState {
  const mine = state.conversationId;
  const messages = incoming.filter((message) => mine === null || message.conversationId === mine);
  if (messages.length === 0) return state;
  const confirmed = new Set(messages.map((message) => message.clientMessageId).filter((id) => id !== null));
  return {
    ...state,
    conversationId: mine ?? messages[0]!.conversationId,
    messages: mergeMessages(state.messages, messages),
    outgoing: confirmed.size ? state.outgoing.filter((item) => !confirmed.has(item.clientMessageId)) : state.outgoing,
  };
}

function updateOutgoing(state: ConversationState, clientMessageId: string, change: Partial<Outgoing>) {
  return {
    ...state,
    outgoing: state.outgoing.map((item) => (item.clientMessageId === clientMessageId ? { ...item, ...change } : item)),
  };
}

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'newest': {
      const { conversation } = action.page;
      const base: ConversationState = conversation
        ? {
            ...state,
            conversationId: conversation.id,
            memberLastReadId: Math.max(state.memberLastReadId, conversation.memberLastReadId),
            agentLastReadId: Math.max(state.agentLastReadId, conversation.agentLastReadId),
          }
        : state;
      // Older pages loaded already stay; the first load says whether there are older ones.
      const hasOlder = state.messages.length === 0 ? action.page.hasMore : state.hasOlder;
      return { ...receive(base, action.page.messages), hasOlder };
    }
    case 'older':
      return { ...receive(state, action.page.messages), hasOlder: action.page.hasMore };
    case 'received':
      return receive(state, action.messages);
    case 'queued':
      return { ...state, outgoing: [...state.outgoing, action.item] };
    case 'sending':
      return updateOutgoing(state, action.clientMessageId, { status: 'sending', error: null });
    case 'uploaded':
      return {
        ...state,
        outgoing: state.outgoing.map((item) =>
          item.clientMessageId === action.clientMessageId && item.attachment
            ? { ...item, attachment: { ...item.attachment, uploaded: action.file } }
            : item,
        ),
      };
    case 'failed':
      // Confirmed meanwhile (its event came first): nothing failed.
      if (!state.outgoing.some((item) => item.clientMessageId === action.clientMessageId)) return state;
      return updateOutgoing(state, action.clientMessageId, { status: 'failed', error: action.error });
    case 'read':
      return action.reader === 'agent'
        ? { ...state, agentLastReadId: Math.max(state.agentLastReadId, action.lastReadId) }
        : { ...state, memberLastReadId: Math.max(state.memberLastReadId, action.lastReadId) };
  }
}

/** The newest message from the team (an agent or the system): what the member reads. */
export function newestFromTeam(state: ConversationState): number | undefined {
  for (let index = state.messages.length - 1; index >= 0; index -= 1) {
    const message = state.messages[index]!;
    if (message.sender !== 'member') return message.id;
  }
  return undefined;
}

/** The member's last confirmed message, marked read once the team's pointer reaches it. */
export function lastOwnMessage(state: ConversationState): ChatMessage | undefined {
  for (let index = state.messages.length - 1; index >= 0; index -= 1) {
    const message = state.messages[index]!;
    if (message.sender === 'member') return message;
  }
  return undefined;
}
