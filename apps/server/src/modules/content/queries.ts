import type { BannerPlacement, HowtoSection, SettingImageKind } from '@member/shared';
import type { Queryable } from '../../db/database';

/** Rows as stored: files by storage key; the routes turn keys into URLs (`storage.urlFor`). */

const iso = (value: Date | string) => new Date(value).toISOString();

// Setting images -------------------------------------------------------------------------------

export async function listSettingImageKeys(db: Queryable): Promise<Map<SettingImageKind, string | null>> {
  const { rows } = await db.query<{ kind: SettingImageKind; file_key: string | null }>(
    'SELECT kind, file_key FROM setting_images',
  );
  return new Map(rows.map((row) => [row.kind, row.file_key]));
}

export async function findSettingImageKey(db: Queryable, kind: SettingImageKind): Promise<string | null> {
  const { rows } = await db.query<{ file_key: string | null }>('SELECT file_key FROM setting_images WHERE kind = $1', [
    kind,
  ]);
  return rows[0]?.file_key ?? null;
}

/** Sets (or clears, with null) the image of a kind; answers the key it had before. */
export async function setSettingImageKey(
  tx: Queryable,
  kind: SettingImageKind,
  fileKey: string | null,
): Promise<string | null> {
  const { rows } = await tx.query<{ before: string | null }>(
    `UPDATE setting_images s SET file_key = $2, updated_at = now()
     FROM (SELECT kind, file_key FROM setting_images WHERE kind = $1 FOR UPDATE) old
     WHERE s.kind = old.kind
     RETURNING old.file_key AS before`,
    [kind, fileKey],
  );
  return rows[0]?.before ?? null;
}

// Site texts ------------------------------------------------------------------------------------

export async function findText<T>(db: Queryable, key: 'announcement' | 'howto') {
  const { rows } = await db.query<{ value: T; updated_at: Date | string }>(
    'SELECT value, updated_at FROM site_texts WHERE key = $1',
    [key],
  );
  const row = rows[0];
  return row ? { value: row.value, updatedAt: iso(row.updated_at) } : null;
}

export async function saveText(tx: Queryable, key: 'announcement' | 'howto', value: unknown): Promise<void> {
  await tx.query(
    `INSERT INTO site_texts (key, value) VALUES ($1, $2::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}

export type HowtoDocument = { sections: HowtoSection[] };

// Banners ---------------------------------------------------------------------------------------

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

// Feed ------------------------------------------------------------------------------------------

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

// Contact lines ---------------------------------------------------------------------------------

export interface ContactLineRow {
  uuid: string;
  line_id: string;
  optional_line_id: string | null;
  is_default: boolean;
  updated_at: string;
}
interface RawContactLine extends Omit<ContactLineRow, 'updated_at'> {
  updated_at: Date | string;
}
const CONTACT_COLUMNS = 'uuid::text AS uuid, line_id, optional_line_id, is_default, updated_at';
const toContact = (r: RawContactLine): ContactLineRow => ({ ...r, updated_at: iso(r.updated_at) });

/** Contact-line changes run one at a time (to the end of the transaction), so exactly one line stays the default. */
export async function lockContactLines(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('member-site:contact-lines'))`);
}

export async function listContactLines(db: Queryable): Promise<ContactLineRow[]> {
  const { rows } = await db.query<RawContactLine>(
    `SELECT ${CONTACT_COLUMNS} FROM contact_lines ORDER BY is_default DESC, created_at, uuid`,
  );
  return rows.map(toContact);
}

export async function findDefaultContactLine(db: Queryable): Promise<ContactLineRow | null> {
  const { rows } = await db.query<RawContactLine>(`SELECT ${CONTACT_COLUMNS} FROM contact_lines WHERE is_default`);
  return rows[0] ? toContact(rows[0]) : null;
}

export async function findContactLine(db: Queryable, uuid: string, forUpdate = false): Promise<ContactLineRow | null> {
  const { rows } = await db.query<RawContactLine>(
    `SELECT ${CONTACT_COLUMNS} FROM contact_lines WHERE uuid = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [uuid],
  );
  return rows[0] ? toContact(rows[0]) : null;
}

/** Clears the default flag everywhere but `uuid` (before `uuid` takes it). */
export async function clearDefaultContactLine(tx: Queryable, exceptUuid: string | null): Promise<void> {
  await tx.query(
    `UPDATE contact_lines SET is_default = false, updated_at = now()
     WHERE is_default AND ($1::uuid IS NULL OR uuid <> $1::uuid)`,
    [exceptUuid],
  );
}

export async function insertContactLine(
  tx: Queryable,
  line: { line_id: string; optional_line_id: string | null; is_default: boolean },
): Promise<ContactLineRow> {
  const { rows } = await tx.query<RawContactLine>(
    `INSERT INTO contact_lines (line_id, optional_line_id, is_default) VALUES ($1, $2, $3) RETURNING ${CONTACT_COLUMNS}`,
    [line.line_id, line.optional_line_id, line.is_default],
  );
  return toContact(rows[0] as RawContactLine);
}

export async function updateContactLine(
  tx: Queryable,
  uuid: string,
  line: { line_id: string; optional_line_id: string | null; is_default: boolean },
): Promise<ContactLineRow | null> {
  const { rows } = await tx.query<RawContactLine>(
    `UPDATE contact_lines SET line_id = $2, optional_line_id = $3, is_default = $4, updated_at = now()
     WHERE uuid = $1 RETURNING ${CONTACT_COLUMNS}`,
    [uuid, line.line_id, line.optional_line_id, line.is_default],
  );
  return rows[0] ? toContact(rows[0]) : null;
}

export async function deleteContactLine(tx: Queryable, uuid: string): Promise<void> {
  await tx.query('DELETE FROM contact_lines WHERE uuid = $1', [uuid]);
}
