import type { AdminChatAgentStats } from '@member/shared';
import type { Queryable } from '../../db/database';
import { REPLY_ROLES } from './assignment';

/** The agents' times (`chat_agent_events`): recorded once per spell, reported per agent for a range of days. */

export type AgentEventKind = 'first_response' | 'resolution';

/** Records a spell's first response or resolution for `operatorId`: the seconds from `openedAt` to `at`. */
export async function recordAgentEvent(
  tx: Queryable,
  event: { operatorId: string; conversationId: string; kind: AgentEventKind; openedAt: string; at: string },
): Promise<void> {
  const seconds = Math.max(0, Math.round((Date.parse(event.at) - Date.parse(event.openedAt)) / 1000));
  await tx.query(
    `INSERT INTO chat_agent_events (operator_id, conversation_id, kind, seconds, at) VALUES ($1, $2, $3, $4, $5)`,
    [event.operatorId, event.conversationId, event.kind, seconds, event.at],
  );
}

interface StatsRow {
  id: string;
  username: string;
  conversations: number;
  fr_count: number;
  fr_average: number | string | null;
  fr_median: number | string | null;
  res_count: number;
  res_average: number | string | null;
  res_median: number | string | null;
}

const rounded = (value: number | string | null) => (value === null ? null : Math.round(Number(value)));

/**
 * Per agent, for events at `[fromIso, toIso)`: the conversations they answered or resolved, and the
 * count, average and median of their first responses and resolutions. Every current agent is listed
 * (with nothing where they did nothing), and anyone else who has events in the range.
 */
export async function agentStats(db: Queryable, fromIso: string, toIso: string): Promise<AdminChatAgentStats[]> {
  const { rows } = await db.query<StatsRow>(
    `WITH events AS (
       SELECT * FROM chat_agent_events WHERE at >= $1 AND at < $2
     ), per_agent AS (
       SELECT operator_id,
         count(DISTINCT conversation_id)::int AS conversations,
         count(*) FILTER (WHERE kind = 'first_response')::int AS fr_count,
         avg(seconds) FILTER (WHERE kind = 'first_response') AS fr_average,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) FILTER (WHERE kind = 'first_response') AS fr_median,
         count(*) FILTER (WHERE kind = 'resolution')::int AS res_count,
         avg(seconds) FILTER (WHERE kind = 'resolution') AS res_average,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) FILTER (WHERE kind = 'resolution') AS res_median
       FROM events GROUP BY operator_id
     )
     SELECT o.id::text AS id, o.username, COALESCE(p.conversations, 0) AS conversations,
       COALESCE(p.fr_count, 0) AS fr_count, p.fr_average, p.fr_median,
       COALESCE(p.res_count, 0) AS res_count, p.res_average, p.res_median
     FROM operators o LEFT JOIN per_agent p ON p.operator_id = o.id
     WHERE p.operator_id IS NOT NULL OR (o.disabled_at IS NULL AND o.role = ANY($3::text[]))
     ORDER BY o.username, o.id`,
    [fromIso, toIso, REPLY_ROLES],
  );
  return rows.map((row) => ({
    agent: { id: Number(row.id), name: row.username },
    conversations: row.conversations,
    firstResponse: {
      count: row.fr_count,
      averageSeconds: rounded(row.fr_average),
      medianSeconds: rounded(row.fr_median),
    },
    resolution: {
      count: row.res_count,
      averageSeconds: rounded(row.res_average),
      medianSeconds: rounded(row.res_median),
    },
  }));
}
