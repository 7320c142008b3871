import { randomBytes } from 'node:crypto';
import {
  type AdminChatConversation,
  CHAT_API_BASE,
  type ChatFile,
  type ChatMessage,
  type ChatSettings,
  type OperatorRole,
} from '@member/shared';
import type { Database } from '../../db/database';
import { multipartBody } from '../../test/images';
import { type ApiAnswer, type Client, startTestApp, type TestApp } from '../../test/harness';
import { type MoneyClient, memberClient, operatorClient } from '../money/test-support';

/** What the chat suites share (not a test file itself). */

export const CH = CHAT_API_BASE;

/** The app with the member API (sign-in, money) and the chat service. */
export const startChatApp = (kind: Database['kind']) => startTestApp(kind, { services: ['member', 'chat'] });

/** A client's id for a send. */
export const newClientId = () => randomBytes(12).toString('base64url');

/** A member's send (a new client id unless given). */
export const sendAsMember = (member: Client, body: { text?: string; file_id?: string }, clientId = newClientId()) =>
  member.post<ChatMessage>(`${CH}/chat-member/send`, { ...body, client_message_id: clientId });

/** An agent's reply (a new client id unless given). */
export const replyAsAgent = (
  agent: Client,
  conversationId: number,
  body: { text?: string; file_id?: string },
  clientId = newClientId(),
) =>
  agent.post<ChatMessage>(`${CH}/operator/conversations/${conversationId}/messages`, {
    ...body,
    client_message_id: clientId,
  });

/** A member who has written once: their client, and their conversation's id. */
export async function memberWithConversation(
  t: TestApp,
  text = 'สวัสดีค่ะ',
): Promise<{ member: MoneyClient & { tel: string }; conversationId: number; message: ChatMessage }> {
  const member = await memberClient(t);
  const sent = await sendAsMember(member, { text });
  if (sent.status !== 201 || !sent.body.data) throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
  return { member, conversationId: sent.body.data.conversationId, message: sent.body.data };
}

/** An operator of `role` signed in (the seeded admin for `admin`). */
export const agentClient = (t: TestApp, role: OperatorRole = 'support') => operatorClient(t, role);

export async function setChatSettings(operator: Client, patch: Partial<ChatSettings>): Promise<ChatSettings> {
  const current = (await operator.get<ChatSettings>(`${CH}/operator/settings`)).body.data;
  const answer = await operator.put<ChatSettings>(`${CH}/operator/settings`, { ...current, ...patch });
  if (answer.status !== 200 || !answer.body.data) throw new Error(`settings failed: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** Every day, around the clock (no offline replies). */
export const ALWAYS_OPEN = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '00:00', close: '24:00' }));

export async function conversationOf(operator: Client, id: number): Promise<AdminChatConversation> {
  const answer = await operator.get<{ conversation: AdminChatConversation }>(`${CH}/operator/conversations/${id}`);
  if (!answer.body.data) throw new Error(`conversation ${id}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.conversation;
}

/** Uploads `data` as the multipart `file` field. */
export async function upload(
  t: TestApp,
  client: Client & { ip: string },
  data: Buffer,
  contentType = 'application/octet-stream',
): Promise<ApiAnswer<ChatFile>> {
  const { payload, headers } = multipartBody([{ name: 'file', filename: 'upload.bin', contentType, data }]);
  const response = await t.app.inject({
    method: 'POST',
    url: `${CH}/file/upload`,
    payload,
    remoteAddress: client.ip,
    headers: { ...headers, ...(client.token ? { authorization: `Bearer ${client.token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** How many rows a table holds (to show that a refusal stored nothing). */
export async function rowCount(db: Database, table: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
  return rows[0]?.count ?? 0;
}

export type { TestApp };
