import type { HowtoSection } from '@member/shared';
import type { Queryable } from '../../../db/database';
import { iso } from './shared';

/** The site's texts: the announcement and the how-to. */

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
