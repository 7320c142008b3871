import type { SettingImageKind } from '@member/shared';
import type { Queryable } from '../../../db/database';

/** The site's setting images, one per kind, by storage key. */

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
