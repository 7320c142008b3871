import type { BannerPlacement } from '@member/shared';
import type { Queryable } from '../../../db/database';
import { iso } from './shared';

/** Banners, by placement and in their order; files by storage key. */

export interface BannerRow {
  id: number;
  placement: BannerPlacement;
  fileKey: string;
  url: string | null;
  isActive: boolean;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

interface RawBanner {
  id: string;
  placement: BannerPlacement;
  file_key: string;
  url: string | null;
  is_active: boolean;
  sort_order: number;
  created_at: Date | string;
  updated_at: Date | string;
}
const BANNER_COLUMNS = 'id::text AS id, placement, file_key, url, is_active, sort_order, created_at, updated_at';
const toBanner = (r: RawBanner): BannerRow => ({
  id: Number(r.id),
  placement: r.placement,
  fileKey: r.file_key,
  url: r.url,
  isActive: r.is_active,
  sortOrder: r.sort_order,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

export async function listBanners(
  db: Queryable,
  filter: { placement?: BannerPlacement; activeOnly: boolean },
): Promise<BannerRow[]> {
  const { rows } = await db.query<RawBanner>(
    `SELECT ${BANNER_COLUMNS} FROM banners
     WHERE ($1::text IS NULL OR placement = $1) AND (is_active OR NOT $2::boolean)
     ORDER BY placement, sort_order, id`,
    [filter.placement ?? null, filter.activeOnly],
  );
  return rows.map(toBanner);
}

export async function findBanner(db: Queryable, id: number, forUpdate = false): Promise<BannerRow | null> {
  const { rows } = await db.query<RawBanner>(
    `SELECT ${BANNER_COLUMNS} FROM banners WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? toBanner(rows[0]) : null;
}

/** A new banner goes last in its placement's order. */
export async function insertBanner(
  tx: Queryable,
  banner: { placement: BannerPlacement; fileKey: string; url: string | null; isActive: boolean },
): Promise<BannerRow> {
  const { rows } = await tx.query<RawBanner>(
    `INSERT INTO banners (placement, file_key, url, is_active, sort_order)
     VALUES ($1, $2, $3, $4, (SELECT coalesce(max(sort_order), 0) + 1 FROM banners WHERE placement = $1))
     RETURNING ${BANNER_COLUMNS}`,
    [banner.placement, banner.fileKey, banner.url, banner.isActive],
  );
  return toBanner(rows[0] as RawBanner);
}

export async function updateBanner(
  tx: Queryable,
  id: number,
  changes: { fileKey?: string; url?: string | null; isActive?: boolean },
): Promise<BannerRow | null> {
  const { rows } = await tx.query<RawBanner>(
    `UPDATE banners SET
       file_key = coalesce($2, file_key),
       url = CASE WHEN $3::boolean THEN $4 ELSE url END,
       is_active = coalesce($5, is_active),
       updated_at = now()
     WHERE id = $1 RETURNING ${BANNER_COLUMNS}`,
    [id, changes.fileKey ?? null, 'url' in changes, changes.url ?? null, changes.isActive ?? null],
  );
  return rows[0] ? toBanner(rows[0]) : null;
}

export async function setBannerOrder(tx: Queryable, ids: number[]): Promise<void> {
  await tx.query(
    `UPDATE banners b SET sort_order = o.position, updated_at = now()
     FROM unnest($1::bigint[]) WITH ORDINALITY AS o(id, position)
     WHERE b.id = o.id`,
    [ids],
  );
}

export async function deleteBanner(tx: Queryable, id: number): Promise<BannerRow | null> {
  const { rows } = await tx.query<RawBanner>(`DELETE FROM banners WHERE id = $1 RETURNING ${BANNER_COLUMNS}`, [id]);
  return rows[0] ? toBanner(rows[0]) : null;
}

/**
 * Takes the placement's lock for a creation (held to the end of the transaction) and answers how many
 * banners it holds. A lock on the rows would not stop two creations seeing the same count.
 */
export async function lockPlacementCount(tx: Queryable, placement: BannerPlacement): Promise<number> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('member-site:banners:' || $1))`, [placement]);
  const { rows } = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM banners WHERE placement = $1',
    [placement],
  );
  return rows[0]?.count ?? 0;
}

/** Locks the placement's banners (in id order) and answers their ids. */
export async function lockPlacementIds(tx: Queryable, placement: BannerPlacement): Promise<number[]> {
  const { rows } = await tx.query<{ id: string }>(
    'SELECT id::text AS id FROM banners WHERE placement = $1 ORDER BY id FOR UPDATE',
    [placement],
  );
  return rows.map((r) => Number(r.id));
}
