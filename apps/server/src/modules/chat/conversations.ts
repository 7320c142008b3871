import {
  type AdminChatConversation,
  type AdminChatCounts,
  CHAT,
  type ChatFileKind,
  type ChatMemberConversation,
  type ChatSender,
  type ChatStatus,
} from '@member/shared';
import type { Queryable } from '../../db/database';

/** Conversations (`chat_conversations`): the only place that writes them, and the inbox's reads. */

/** A conversation as the rules see it. */
export interface Conversation {
  id: string;
  memberId: string;
  status: ChatStatus;
  snoozedUntil: string | null;
  assigneeId: string | null;
  lastSeq: number;
  memberReadSeq: number;
  agentReadSeq: number;
  openedAt: string;
  firstResponseAt: string | null;
  offlineRepliedAt: string | null;
}

interface ConversationRow {
  id: string;
  member_id: string;
  status: ChatStatus;
  snoozed_until: Date | string | null;
  assignee_id: string | null;
  last_message_seq: number;
  member_last_read_seq: number;
  agent_last_read_seq: number;
  opened_at: Date | string;
  first_response_at: Date | string | null;
  offline_replied_at: Date | string | null;
}

const COLUMNS = `id::text AS id, member_id::text AS member_id, status, snoozed_until, assignee_id::text AS assignee_id,
  last_message_seq, member_last_read_seq, agent_last_read_seq, opened_at, first_response_at, offline_replied_at`;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

function toConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    memberId: row.member_id,
    status: row.status,
    snoozedUntil: isoOrNull(row.snoozed_until),
    assigneeId: row.assignee_id,
    lastSeq: row.last_message_seq,
    memberReadSeq: row.member_last_read_seq,
    agentReadSeq: row.agent_last_read_seq,
    openedAt: iso(row.opened_at),
    firstResponseAt: isoOrNull(row.first_response_at),
    offlineRepliedAt: isoOrNull(row.offline_replied_at),
  };
}

export async function findMemberConversation(db: Queryable, memberId: string): Promise<Conversation | null> {
  const { rows } = await db.query<ConversationRow>(`SELECT ${COLUMNS} FROM chat_conversations WHERE member_id = $1`, [
    memberId,
  ]);
  return rows[0] ? toConversation(rows[0]) : null;
}

export async function findConversation(db: Queryable, id: number | string): Promise<Conversation | null> {
  const { rows } = await db.query<ConversationRow>(`SELECT ${COLUMNS} FROM chat_conversations WHERE id = $1`, [id]);
  return rows[0] ? toConversation(rows[0]) : null;
}

/** Takes the conversation's row lock: every change of it, and every message's number, is made under it. */
export async function lockConversation(tx: Queryable, id: number | string): Promise<Conversation | null> {
  const { rows } = await tx.query<ConversationRow>(
    `SELECT ${COLUMNS} FROM chat_conversations WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ? toConversation(rows[0]) : null;
}

/**
 * The member's conversation, locked; made (open, a new spell) when the member has none. Two first
 * messages at once: one inserts, the other waits for it and locks the row it made.
 */
export async function lockOrCreateMemberConversation(
  tx: Queryable,
  memberId: string,
  at: string,
): Promise<{ conversation: Conversation; created: boolean }> {
  const lock = async () =>
    (
      await tx.query<ConversationRow>(`SELECT ${COLUMNS} FROM chat_conversations WHERE member_id = $1 FOR UPDATE`, [
        memberId,
      ])
    ).rows[0];
  const existing = await lock();
  if (existing) return { conversation: toConversation(existing), created: false };
  const { rows } = await tx.query<ConversationRow>(
    `INSERT INTO chat_conversations (member_id, status, last_message_at, opened_at, created_at, updated_at)
     VALUES ($1, 'open', $2, $2, $2, $2)
     ON CONFLICT (member_id) DO NOTHING
     RETURNING ${COLUMNS}`,
    [memberId, at],
  );
  if (rows[0]) return { conversation: toConversation(rows[0]), created: true };
  const row = await lock();
  if (!row) throw new Error('chat conversation vanished');
  return { conversation: toConversation(row), created: false };
}

/** The columns a change may set (under the row lock); `updated_at` always moves. */
export interface ConversationPatch {
  status?: ChatStatus;
  snoozedUntil?: string | null;
  assigneeId?: string | null;
  lastSeq?: number;
  lastMessageAt?: string;
  memberReadSeq?: number;
  agentReadSeq?: number;
  openedAt?: string;
  firstResponseAt?: string | null;
  offlineRepliedAt?: string;
}

const PATCH_COLUMNS: Record<keyof ConversationPatch, string> = {
  status: 'status',
  snoozedUntil: 'snoozed_until',
  assigneeId: 'assignee_id',
  lastSeq: 'last_message_seq',
  lastMessageAt: 'last_message_at',
  memberReadSeq: 'member_last_read_seq',
  agentReadSeq: 'agent_last_read_seq',
  openedAt: 'opened_at',
  firstResponseAt: 'first_response_at',
  offlineRepliedAt: 'offline_replied_at',
};

export async function updateConversation(
  tx: Queryable,
  id: string,
  patch: ConversationPatch,
  at: string,
): Promise<Conversation> {
  const sets: string[] = [];
  const params: unknown[] = [id, at];
  for (const [key, column] of Object.entries(PATCH_COLUMNS) as [keyof ConversationPatch, string][]) {
    if (patch[key] === undefined) continue;
    params.push(patch[key]);
    sets.push(`${column} = $${params.length}`);
  }
  const { rows } = await tx.query<ConversationRow>(
    `UPDATE chat_conversations SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
    params,
  );
  if (!rows[0]) throw new Error(`chat conversation ${id} missing`);
  return toConversation(rows[0]);
}

/** The agent and system messages after the member's pointer. */
export async function memberUnread(db: Queryable, conversation: Conversation): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM chat_messages
     WHERE conversation_id = $1 AND sender_kind <> 'member' AND seq > $2`,
    [conversation.id, conversation.memberReadSeq],
  );
  return rows[0]?.count ?? 0;
}

export async function memberView(db: Queryable, conversation: Conversation): Promise<ChatMemberConversation> {
  return {
    id: Number(conversation.id),
    status: conversation.status,
    memberLastReadId: conversation.memberReadSeq,
    agentLastReadId: conversation.agentReadSeq,
    unread: await memberUnread(db, conversation),
  };
}

// ---------------------------------------------------------------------------------------------
// The inbox

interface AdminRow {
  id: string;
  status: ChatStatus;
  snoozed_until: Date | string | null;
  assignee_id: string | null;
  assignee_name: string | null;
  member_last_read_seq: number;
  agent_last_read_seq: number;
  created_at: Date | string;
  updated_at: Date | string;
  member_id: string;
  tel: string;
  first_name: string;
  last_name: string;
  member_level: string;
  last_seq: number | null;
  last_sender: ChatSender | null;
  last_body: string | null;
  last_file_kind: ChatFileKind | null;
  last_created_at: Date | string | null;
  unread: number;
}

const ADMIN_SELECT = `SELECT c.id::text AS id, c.status, c.snoozed_until, c.assignee_id::text AS assignee_id,
    o.username AS assignee_name, c.member_last_read_seq, c.agent_last_read_seq, c.created_at, c.updated_at,
    m.id::text AS member_id, m.tel, m.first_name, m.last_name, m.member_level,
    lm.seq AS last_seq, lm.sender_kind AS last_sender, lm.body AS last_body, lf.kind AS last_file_kind,
    lm.created_at AS last_created_at,
    (SELECT count(*)::int FROM chat_messages u
     WHERE u.conversation_id = c.id AND u.sender_kind = 'member' AND u.seq > c.agent_last_read_seq) AS unread
  FROM chat_conversations c
  JOIN members m ON m.id = c.member_id
  LEFT JOIN operators o ON o.id = c.assignee_id
  LEFT JOIN chat_messages lm ON lm.conversation_id = c.id AND lm.seq = c.last_message_seq
  LEFT JOIN chat_files lf ON lf.id = lm.file_id`;

const PREVIEW_LENGTH = 120;

function previewOf(row: AdminRow): string {
  if (row.last_body) {
    const text = row.last_body.replace(/\s+/g, ' ').trim();
    return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
  }
  return row.last_file_kind === 'audio' ? CHAT.audio : CHAT.image;
}

function toAdmin(row: AdminRow): AdminChatConversation {
  return {
    id: Number(row.id),
    member: {
      id: row.member_id,
      tel: row.tel,
      firstName: row.first_name,
      lastName: row.last_name,
      level: row.member_level,
    },
    status: row.status,
    snoozedUntil: isoOrNull(row.snoozed_until),
    assignee:
      row.assignee_id === null ? null : { id: Number(row.assignee_id), name: row.assignee_name ?? row.assignee_id },
    lastMessage:
      row.last_seq === null || row.last_sender === null || row.last_created_at === null
        ? null
        : { id: row.last_seq, sender: row.last_sender, preview: previewOf(row), createdAt: iso(row.last_created_at) },
    unread: row.unread,
    memberLastReadId: row.member_last_read_seq,
    agentLastReadId: row.agent_last_read_seq,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function adminConversation(db: Queryable, id: number | string): Promise<AdminChatConversation | null> {
  const { rows } = await db.query<AdminRow>(`${ADMIN_SELECT} WHERE c.id = $1`, [id]);
  return rows[0] ? toAdmin(rows[0]) : null;
}

export interface InboxFilter {
  status: ChatStatus | 'all';
  /** An operator's id, `unassigned`, or `all`. */
  assignee: string;
  page: number;
  limit: number;
}

/** A page of the inbox, newest activity first (the activity, status and assignee indexes). */
export async function adminConversations(
  db: Queryable,
  filter: InboxFilter,
): Promise<{ items: AdminChatConversation[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.status !== 'all') {
    params.push(filter.status);
    where.push(`c.status = $${params.length}`);
  }
  if (filter.assignee === 'unassigned') where.push('c.assignee_id IS NULL');
  else if (filter.assignee !== 'all') {
    params.push(filter.assignee);
    where.push(`c.assignee_id = $${params.length}`);
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const [page, total] = await Promise.all([
    db.query<AdminRow>(
      `${ADMIN_SELECT} ${whereSql} ORDER BY c.last_message_at DESC, c.id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.limit, (filter.page - 1) * filter.limit],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM chat_conversations c ${whereSql}`, params),
  ]);
  return { items: page.rows.map(toAdmin), total: total.rows[0]?.total ?? 0 };
}

/** The inbox's tabs: each state, and the open conversations assigned to `operatorId` and to no one. */
export async function adminCounts(db: Queryable, operatorId: string): Promise<AdminChatCounts> {
  const { rows } = await db.query<AdminChatCounts>(
    `SELECT
       (SELECT count(*)::int FROM chat_conversations WHERE status = 'open') AS open,
       (SELECT count(*)::int FROM chat_conversations WHERE status = 'pending') AS pending,
       (SELECT count(*)::int FROM chat_conversations WHERE status = 'resolved') AS resolved,
       (SELECT count(*)::int FROM chat_conversations WHERE status = 'snoozed') AS snoozed,
       (SELECT count(*)::int FROM chat_conversations WHERE assignee_id = $1 AND status = 'open') AS mine,
       (SELECT count(*)::int FROM chat_conversations WHERE assignee_id IS NULL AND status = 'open') AS unassigned`,
    [operatorId],
  );
  const row = rows[0];
  if (!row) throw new Error('chat counts returned nothing');
  return row;
}

/** The member's details beside the chat. */
export async function memberContext(
  db: Queryable,
  memberId: string,
): Promise<{ status: string; createdAt: string } | null> {
  const { rows } = await db.query<{ status: string; created_at: Date | string }>(
    'SELECT status, created_at FROM members WHERE id = $1',
    [memberId],
  );
  return rows[0] ? { status: rows[0].status, createdAt: iso(rows[0].created_at) } : null;
}

/** Snoozed conversations whose time has come (the sweep; the partial snoozed index). */
export async function dueSnoozed(db: Queryable, at: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM chat_conversations WHERE status = 'snoozed' AND snoozed_until <= $1
     ORDER BY snoozed_until LIMIT $2`,
    [at, limit],
  );
  return rows.map((row) => row.id);
}
