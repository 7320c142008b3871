import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database';
import { type FileStorage, PRIVATE_PREFIX } from '../../lib/storage';

/**
 * Chat files stored before decision 0132 have public keys, served to anyone at /uploads/<key>. At start
 * each is copied under a private key, its rows point there, and the public copy is removed, unless a row
 * of site content (or a chat file not moved yet) holds the same key: those bytes are that row's too.
 */

/** The columns holding storage keys, besides `minigame_games.sounds` (a map of them). A test checks the schema against it. */
export const STORAGE_KEY_COLUMNS = [
  ['announcement_feed', 'file_key'],
  ['banners', 'file_key'],
  ['chat_files', 'storage_key'],
  ['deposit_slips', 'image_key'],
  ['minigame_games', 'image_key'],
  ['promotions', 'image_key'],
  ['setting_images', 'file_key'],
] as const;

const IN_USE = `SELECT (${STORAGE_KEY_COLUMNS.map(
  ([table, column]) => `EXISTS (SELECT 1 FROM ${table} WHERE ${column} = $1)`,
).join(' OR ')}
  OR EXISTS (SELECT 1 FROM minigame_games g, jsonb_each_text(g.sounds) s WHERE s.value = $1)) AS used`;

const BATCH = 100;

async function keyInUse(db: Queryable, key: string): Promise<boolean> {
  const { rows } = await db.query<{ used: boolean }>(IN_USE, [key]);
  return rows[0]?.used ?? true;
}

/** Moves one public key's bytes under a private key; false when they are not in the storage. */
async function moveKey(db: Queryable, storage: FileStorage, key: string, log: FastifyBaseLogger): Promise<boolean> {
  const file = await storage.get(key);
  if (!file) {
    // Another process may have moved it meanwhile: only a row still holding it is worth a warning.
    const { rows } = await db.query('SELECT 1 FROM chat_files WHERE storage_key = $1 LIMIT 1', [key]);
    if (rows.length > 0) log.warn({ key }, 'chat file missing from the storage; left where it was');
    return false;
  }
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const { key: privateKey } = await storage.putPrivate(file.body, { contentType: file.contentType, extension });
  await db.query('UPDATE chat_files SET storage_key = $2 WHERE storage_key = $1', [key, privateKey]);
  if (!(await keyInUse(db, key))) await storage.remove(key);
  return true;
}

/** Every chat file still under a public key, made private; answers how many keys were moved. */
export async function makeChatFilesPrivate(
  db: Queryable,
  storage: FileStorage,
  log: FastifyBaseLogger,
): Promise<number> {
  let moved = 0;
  let after = '';
  for (;;) {
    const { rows } = await db.query<{ storage_key: string }>(
      `SELECT DISTINCT storage_key FROM chat_files
       WHERE storage_key NOT LIKE $1 AND storage_key > $2 ORDER BY storage_key LIMIT $3`,
      [`${PRIVATE_PREFIX}%`, after, BATCH],
    );
    for (const { storage_key: key } of rows) {
      if (await moveKey(db, storage, key, log)) moved += 1;
      after = key;
    }
    if (rows.length < BATCH) break;
  }
  if (moved > 0) log.info({ moved }, 'chat files moved out of /uploads into private storage');
  return moved;
}
