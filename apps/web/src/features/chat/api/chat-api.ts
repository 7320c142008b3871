import {
  CHAT_LIMITS,
  type ChatFile,
  type ChatMemberPage,
  type ChatMessage,
  type ChatSend,
  type ChatSettingsPublic,
  type ChatUnreadCount,
} from '@member/shared';
import { useQuery } from '@tanstack/react-query';
import { chatApi } from '@/shared/api/client';

/** Query keys of the chat page (the unread count's is the kit's: the badges read it). */
export const chatKeys = {
  settings: ['chat', 'setting'] as const,
  newest: ['chat', 'messages', 'newest'] as const,
};

/** `GET /setting`: business hours, whether open now, greeting, offline message, upload limits. */
export function useChatSettings() {
  return useQuery({
    queryKey: chatKeys.settings,
    queryFn: () => chatApi.get<ChatSettingsPublic>('/setting'),
    staleTime: 60_000,
  });
}

/** The newest page, asked afresh each time the page opens (the socket keeps it current after that). */
export function useNewestMessages() {
  return useQuery({
    queryKey: chatKeys.newest,
    queryFn: () => chatApi.get<ChatMemberPage>('/chat-member'),
    staleTime: 0,
    gcTime: 0,
  });
}

export function fetchOlder(before: number): Promise<ChatMemberPage> {
  return chatApi.get<ChatMemberPage>(`/chat-member?before=${before}&limit=${CHAT_LIMITS.pageDefault}`);
}

/** What came after `after`, oldest first (a resume whose missed list was cut at its limit). */
export function fetchAfter(after: number): Promise<ChatMemberPage> {
  return chatApi.get<ChatMemberPage>(`/chat-member?after=${after}&limit=${CHAT_LIMITS.pageMax}`);
}

export function sendMessage(body: ChatSend): Promise<ChatMessage> {
  return chatApi.post<ChatMessage>('/chat-member/send', body);
}

export function uploadFile(file: File): Promise<ChatFile> {
  const form = new FormData();
  form.append('file', file);
  return chatApi.post<ChatFile>('/file/upload', form);
}

/** The file with a new link for this member (the one held expired). */
export function fetchFile(id: string): Promise<ChatFile> {
  return chatApi.get<ChatFile>(`/file/${encodeURIComponent(id)}`);
}

export function resetUnread(lastReadId: number): Promise<ChatUnreadCount> {
  return chatApi.post<ChatUnreadCount>('/chat-member/reset-unread', { last_read_id: lastReadId });
}
