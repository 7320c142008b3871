import type { ChatFileKind, ChatMessage, ChatPageQuery, ChatSender } from '@member/shared';
import type { Queryable } from '../../db/database';

/** Messages (`chat_messages`): the only place that writes them, and their pages. */

interface MessageRow {
  seq: number;
  conversation_id: string;
  sender_kind: ChatSender;
  agent_name: string | null;
  body: string | null;
  client_message_id: string | null;
  created_at: Date | string;
  file_id: string | null;
  file_kind: ChatFileKind | null;
  file_mime: string | null;
  file_size: number | null;
}

const SELECT = `SELECT msg.seq, msg.conversation_id::text AS conversation_id, msg.sender_kind,
    o.username AS agent_name, msg.body, msg.client_message_id, msg.created_at,
    f.id::text AS file_id, f.kind AS file_kind, f.mime AS file_mime, f.size_bytes AS file_size
  FROM chat_messages msg
  LEFT JOIN operators o ON o.id = msg.sender_operator_id
  LEFT JOIN chat_files f ON f.id = msg.file_id`;

/** Where the reader loads a file from: its link signed for them (file-links.ts). */
export type UrlFor = (fileId: string) => string;

function toMessage(row: MessageRow, urlFor: UrlFor): ChatMessage {
  return {
    id: row.seq,
    conversationId: Number(row.conversation_id),
    sender: row.sender_kind,
    agentName: row.sender_kind === 'agent' ? row.agent_name : null,
    text: row.body,
    file:
      row.file_id && row.file_kind && row.file_mime
        ? {
            id: row.file_id,
            kind: row.file_kind,
            mime: row.file_mime,
            size: Number(row.file_size),
            url: urlFor(row.file_id),
          }
        : null,
    clientMessageId: row.client_message_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * A message as a member sees it: an agent is "the team", so an operator's sign-in name (half of what
 * signs in to the back office) never reaches a member.
 */
export const forMember = (message: ChatMessage): ChatMessage =>
  message.agentName === null ? message : { ...message, agentName: null };

/** The message with its file's link made for another reader (a message is built for whoever sent it). */
export const withFileUrl = (message: ChatMessage, urlFor: UrlFor): ChatMessage =>
  message.file ? { ...message, file: { ...message.file, url: urlFor(message.file.id) } } : message;

export interface NewMessage {
  conversationId: string;
  seq: number;
  sender: ChatSender;
  /** The agent's operator id (agent messages only). */
  operatorId: string | null;
  text: string | null;
  fileId: string | null;
  clientMessageId: string | null;
  at: string;
}

/**
 * Stores a message under the conversation's lock. False when a message of this sender kind with this
 * client id is already stored (the unique index is the last word on a resend).
 */
export async function insertMessage(tx: Queryable, message: NewMessage): Promise<boolean> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO chat_messages
       (conversation_id, seq, sender_kind, sender_operator_id, body, file_id, client_message_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (conversation_id, sender_kind, client_message_id) DO NOTHING
     RETURNING id::text AS id`,
    [
      message.conversationId,
      message.seq,
      message.sender,
      message.operatorId,
      message.text,
      message.fileId,
      message.clientMessageId,
      message.at,
    ],
  );
  return rows.length > 0;
}

export async function messageBySeq(
  db: Queryable,
  conversationId: string,
  seq: number,
  urlFor: UrlFor,
): Promise<ChatMessage | null> {
  const { rows } = await db.query<MessageRow>(`${SELECT} WHERE msg.conversation_id = $1 AND msg.seq = $2`, [
    conversationId,
    seq,
  ]);
  return rows[0] ? toMessage(rows[0], urlFor) : null;
}

/** The message a send with this client id stored, if any (a resend). */
export async function messageByClientId(
  db: Queryable,
  conversationId: string,
  sender: 'member' | 'agent',
  clientMessageId: string,
  urlFor: UrlFor,
): Promise<ChatMessage | null> {
  const { rows } = await db.query<MessageRow>(
    `${SELECT} WHERE msg.conversation_id = $1 AND msg.sender_kind = $2 AND msg.client_message_id = $3`,
    [conversationId, sender, clientMessageId],
  );
  return rows[0] ? toMessage(rows[0], urlFor) : null;
}

export interface MessagePage {
  messages: ChatMessage[];
  /** More beyond the page in the direction asked (older without a cursor or with `before`, newer with `after`). */
  hasMore: boolean;
}

/**
 * A page of a conversation's messages, oldest first: the newest `limit` without a cursor, the newest
 * `limit` before `before`, or the oldest `limit` after `after` (a resuming client).
 */
export async function messagePage(
  db: Queryable,
  conversationId: string,
  query: Pick<ChatPageQuery, 'before' | 'after' | 'limit'>,
  urlFor: UrlFor,
): Promise<MessagePage> {
  const take = query.limit + 1;
  let rows: MessageRow[];
  if (query.after !== undefined) {
    ({ rows } = await db.query<MessageRow>(
      `${SELECT} WHERE msg.conversation_id = $1 AND msg.seq > $2::bigint ORDER BY msg.seq LIMIT $3`,
      [conversationId, query.after, take],
    ));
  } else {
    ({ rows } = await db.query<MessageRow>(
      `${SELECT} WHERE msg.conversation_id = $1 AND msg.seq < $2::bigint ORDER BY msg.seq DESC LIMIT $3`,
      [conversationId, query.before ?? 2 ** 31, take],
    ));
    rows.reverse();
  }
  const hasMore = rows.length > query.limit;
  const kept = hasMore ? (query.after !== undefined ? rows.slice(0, query.limit) : rows.slice(1)) : rows;
  return { messages: kept.map((row) => toMessage(row, urlFor)), hasMore };
}

/** What a resuming subscriber missed: the messages after `after`, oldest first, at most `limit`. */
export async function messagesAfter(
  db: Queryable,
  conversationId: string,
  after: number,
  limit: number,
  urlFor: UrlFor,
): Promise<ChatMessage[]> {
  return (await messagePage(db, conversationId, { after, limit }, urlFor)).messages;
}
