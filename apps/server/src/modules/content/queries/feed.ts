import type { Queryable } from '../../../db/database';
import { iso } from './shared';

/** The feed's items; files by storage key. */

export interface FeedRow {
  id: number;
  fileKey: string | null;
  description: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}
interface RawFeed {
  id: string;
  file_key: string | null;
  description: string;
  is_active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}
const FEED_COLUMNS = 'id::text AS id, file_key, description, is_active, created_at, updated_at';
const toFeed = (r: RawFeed): FeedRow => ({
  id: Number(r.id),
  fileKey: r.file_key,
  description: r.description,
  isActive: r.is_active,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** Newest first; the public list is capped (the newest 100). */
export async function listFeed(db: Queryable, filter: { activeOnly: boolean }): Promise<FeedRow[]> {
  const { rows } = await db.query<RawFeed>(
    filter.activeOnly
      ? `SELECT ${FEED_COLUMNS} FROM announcement_feed WHERE is_active ORDER BY id DESC LIMIT 100`
      : `SELECT ${FEED_COLUMNS} FROM announcement_feed ORDER BY id DESC`,
  );
  return rows.map(toFeed);
}

export async function findFeedItem(db: Queryable, id: number, forUpdate = false): Promise<FeedRow | null> {
  const { rows } = await db.query<RawFeed>(
    `SELECT ${FEED_COLUMNS} FROM announcement_feed WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? toFeed(rows[0]) : null;
}

export async function insertFeedItem(
  tx: Queryable,
  item: { fileKey: string | null; description: string; isActive: boolean },
): Promise<FeedRow> {
  const { rows } = await tx.query<RawFeed>(
    `INSERT INTO announcement_feed (file_key, description, is_active) VALUES ($1, $2, $3) RETURNING ${FEED_COLUMNS}`,
    [item.fileKey, item.description, item.isActive],
  );
  return toFeed(rows[0] as RawFeed);
}

export async function updateFeedItem(
  tx: Queryable,
  id: number,
  changes: { fileKey?: string; description?: string; isActive?: boolean },
): Promise<FeedRow | null> {
  const { rows } = await tx.query<RawFeed>(
    `UPDATE announcement_feed SET
       file_key = coalesce($2, file_key),
       description = coalesce($3, description),
       is_active = coalesce($4, is_active),
       updated_at = now()
     WHERE id = $1 RETURNING ${FEED_COLUMNS}`,
    [id, changes.fileKey ?? null, changes.description ?? null, changes.isActive ?? null],
  );
  return rows[0] ? toFeed(rows[0]) : null;
}

export async function deleteFeedItem(tx: Queryable, id: number): Promise<FeedRow | null> {
  const { rows } = await tx.query<RawFeed>(`DELETE FROM announcement_feed WHERE id = $1 RETURNING ${FEED_COLUMNS}`, [
    id,
  ]);
  return rows[0] ? toFeed(rows[0]) : null;
}
