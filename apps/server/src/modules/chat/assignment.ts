import { type AdminChatAgent, hasPermission, OPERATOR_ROLES } from '@member/shared';
import type { Queryable } from '../../db/database';

/**
 * Who answers a conversation (`chat_agents`): the agents (active operators whose role may reply), their
 * availability, and round-robin. Every assignment takes the conversation's lock first and the agents'
 * rows after it, always in operator id order, so two assignments never wait on each other in a circle.
 */

/** The roles that may reply, from the one permission map. */
export const REPLY_ROLES: string[] = OPERATOR_ROLES.filter((role) => hasPermission(role, 'chat.reply'));

/** Whether the operator may be given conversations: active, and their role holds `chat.reply`. */
export async function isAgent(db: Queryable, operatorId: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM operators WHERE id = $1 AND disabled_at IS NULL AND role = ANY($2::text[])',
    [operatorId, REPLY_ROLES],
  );
  return rows.length > 0;
}

/** Records that `operatorId` was just given a conversation (round-robin counts from it). */
export async function touchAssigned(tx: Queryable, operatorId: string, at: string): Promise<void> {
  await tx.query(
    `INSERT INTO chat_agents (operator_id, last_assigned_at, updated_at) VALUES ($1, $2, $2)
     ON CONFLICT (operator_id) DO UPDATE SET last_assigned_at = EXCLUDED.last_assigned_at`,
    [operatorId, at],
  );
}

/**
 * Round-robin, in the transaction that opens the conversation (whose lock it holds): the available
 * agents are locked in id order, so two conversations opening at once are given one after the other
 * and each sees the other's assignment; among those with fewer than `cap` open conversations, the one
 * given a conversation least recently (never first) takes it. Null when none can.
 */
export async function roundRobin(
  tx: Queryable,
  conversationId: string,
  cap: number,
  at: string,
): Promise<string | null> {
  if (cap <= 0) return null;
  const { rows: locked } = await tx.query<{ id: string }>(
    `SELECT a.operator_id::text AS id FROM chat_agents a JOIN operators o ON o.id = a.operator_id
     WHERE a.available AND o.disabled_at IS NULL AND o.role = ANY($1::text[])
     ORDER BY a.operator_id FOR UPDATE OF a`,
    [REPLY_ROLES],
  );
  if (locked.length === 0) return null;
  const { rows } = await tx.query<{ id: string }>(
    `SELECT a.operator_id::text AS id FROM chat_agents a
     WHERE a.operator_id = ANY($1::bigint[])
       AND (SELECT count(*) FROM chat_conversations c WHERE c.assignee_id = a.operator_id AND c.status = 'open') < $2
     ORDER BY a.last_assigned_at ASC NULLS FIRST, a.operator_id
     LIMIT 1`,
    [locked.map((agent) => agent.id), cap],
  );
  const chosen = rows[0]?.id ?? null;
  if (chosen === null) return null;
  await tx.query('UPDATE chat_agents SET last_assigned_at = $2 WHERE operator_id = $1', [chosen, at]);
  await tx.query('UPDATE chat_conversations SET assignee_id = $2 WHERE id = $1', [conversationId, chosen]);
  return chosen;
}

interface AgentRow {
  id: string;
  username: string;
  available: boolean | null;
  open_assigned: number;
}

const AGENT_SELECT = `SELECT o.id::text AS id, o.username, a.available,
    (SELECT count(*)::int FROM chat_conversations c WHERE c.assignee_id = o.id AND c.status = 'open') AS open_assigned
  FROM operators o LEFT JOIN chat_agents a ON a.operator_id = o.id`;

const toAgent = (row: AgentRow, me: string): AdminChatAgent => ({
  id: Number(row.id),
  name: row.username,
  me: row.id === me,
  available: row.available === true,
  openAssigned: row.open_assigned,
});

/** The operators who may reply, available or not, by name. */
export async function listAgents(db: Queryable, me: string): Promise<AdminChatAgent[]> {
  const { rows } = await db.query<AgentRow>(
    `${AGENT_SELECT} WHERE o.disabled_at IS NULL AND o.role = ANY($1::text[]) ORDER BY o.username, o.id`,
    [REPLY_ROLES],
  );
  return rows.map((row) => toAgent(row, me));
}

export async function setAvailability(
  tx: Queryable,
  operatorId: string,
  available: boolean,
  at: string,
): Promise<AdminChatAgent> {
  await tx.query(
    `INSERT INTO chat_agents (operator_id, available, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (operator_id) DO UPDATE SET available = EXCLUDED.available, updated_at = EXCLUDED.updated_at`,
    [operatorId, available, at],
  );
  const { rows } = await tx.query<AgentRow>(`${AGENT_SELECT} WHERE o.id = $1`, [operatorId]);
  const row = rows[0];
  if (!row) throw new Error(`operator ${operatorId} missing`);
  return toAgent(row, operatorId);
}

/** An agent's name as the team sees it (their username), or null for an unknown operator. */
export async function agentName(db: Queryable, operatorId: string): Promise<string | null> {
  const { rows } = await db.query<{ username: string }>('SELECT username FROM operators WHERE id = $1', [operatorId]);
  return rows[0]?.username ?? null;
}
