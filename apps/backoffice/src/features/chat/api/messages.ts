import { type AdminChatMessagePage, type ChatFile, type ChatMessage, UPLOAD_FILE_FIELD } from '@member/shared';
import { chatApi } from '@/shared/api/client';
import { conversationPath } from './conversations';

/** A page of a conversation's messages, oldest first: the newest without a cursor. */
export function fetchMessages(
  id: number,
  cursor: { before?: number; after?: number; limit?: number } = {},
  signal?: AbortSignal,
): Promise<AdminChatMessagePage> {
  const params = new URLSearchParams();
  if (cursor.before !== undefined) params.set('before', String(cursor.before));
  if (cursor.after !== undefined) params.set('after', String(cursor.after));
  if (cursor.limit !== undefined) params.set('limit', String(cursor.limit));
  const query = params.toString();
  return chatApi.get<AdminChatMessagePage>(`${conversationPath(id)}/messages${query ? `?${query}` : ''}`, { signal });
}

export function sendMessage(
  id: number,
  body: { text?: string; file_id?: string; client_message_id: string },
): Promise<ChatMessage> {
  return chatApi.post<ChatMessage>(`${conversationPath(id)}/messages`, body);
}

/** `POST /file/upload`: an image or a sound, uploaded by the agent before the message that carries it. */
export function uploadFile(file: File): Promise<ChatFile> {
  const form = new FormData();
  form.append(UPLOAD_FILE_FIELD, file);
  return chatApi.post<ChatFile>('/file/upload', form);
}

/** `GET /file/{id}`: the file with a new link for this operator (the one held expired). */
export function fetchFile(id: string): Promise<ChatFile> {
  return chatApi.get<ChatFile>(`/file/${encodeURIComponent(id)}`);
}
