import type { ChatMessage } from '@member/shared';

/** A message the agent sent that the server has not confirmed yet (optimistic), or that failed. */
export interface PendingMessage {
  clientMessageId: string;
  text: string;
  file: File | null;
  /** The image's local preview while it uploads. */
  previewUrl: string | null;
  /** Set once the file is uploaded: a retry sends it again without uploading it twice. */
  fileId: string | null;
  state: 'sending' | 'failed';
  error: string | null;
  createdAt: string;
}

export interface MessagesState {
  /** The messages held, oldest first, each once. */
  messages: ChatMessage[];
  pending: PendingMessage[];
  /** The first page has arrived. */
  loaded: boolean;
  /** Older messages remain on the server. */
  hasOlder: boolean;
}

export type MessagesAction =
  | { type: 'loaded'; messages: ChatMessage[]; hasMore: boolean }
  | { type: 'older'; messages: ChatMessage[]; hasMore: boolean }
  | { type: 'merge'; messages: ChatMessage[] }
  | { type: 'pending'; message: PendingMessage }
  | { type: 'pending-update'; clientMessageId: string; patch: Partial<PendingMessage> }
  | { type: 'pending-remove'; clientMessageId: string };

export const initialMessages: MessagesState = { messages: [], pending: [], loaded: false, hasOlder: false };

/** Adds what is not held yet (by id), in id order; a pending send the server confirmed leaves the pending list. */
function merge(state: MessagesState, incoming: ChatMessage[]): MessagesState {
  if (incoming.length === 0) return state;
  const held = new Set(state.messages.map((message) => message.id));
  const fresh = incoming.filter((message) => !held.has(message.id));
  const confirmed = new Set(incoming.map((message) => message.clientMessageId).filter(Boolean));
  const pending = state.pending.filter((item) => !confirmed.has(item.clientMessageId));
  if (fresh.length === 0 && pending.length === state.pending.length) return state;
  const messages = fresh.length ? [...state.messages, ...fresh].sort((a, b) => a.id - b.id) : state.messages;
  return { ...state, messages, pending };
}

export function messagesReducer(state: MessagesState, action: MessagesAction): MessagesState {
  switch (action.type) {
    case 'loaded':
      return { ...merge(state, action.messages), loaded: true, hasOlder: action.hasMore };
    case 'older':
      return { ...merge(state, action.messages), hasOlder: action.hasMore };
    case 'merge':
      return merge(state, action.messages);
    case 'pending':
      return { ...state, pending: [...state.pending, action.message] };
    case 'pending-update':
      return {
        ...state,
        pending: state.pending.map((item) =>
          item.clientMessageId === action.clientMessageId ? { ...item, ...action.patch } : item,
        ),
      };
    case 'pending-remove':
      return { ...state, pending: state.pending.filter((item) => item.clientMessageId !== action.clientMessageId) };
  }
}

/** The newest message id held (what a resuming subscription sends as `after`). */
export const lastId = (state: MessagesState) => state.messages.at(-1)?.id;

/** A client id for a send (its retries carry the same one): matches CHAT_LIMITS.clientMessageIdPattern. */
export function newClientMessageId(): string {
  return crypto.randomUUID();
}
