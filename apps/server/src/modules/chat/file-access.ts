import { hasPermission, type OperatorRole } from '@member/shared';
import type { Queryable } from '../../db/database';
import type { FileViewer } from './file-links';
import { FILE_COLUMNS, type FileRow } from './files';

/** Who may see a chat file (decision 0132): the conversation's member, and operators with `chat.view`. */

/**
 * A file as a signed-in caller may see it: a member their own uploads and the files of their
 * conversation, an operator any file (the caller's guard has checked `chat.view`). Null otherwise.
 */
export async function visibleFile(
  db: Queryable,
  fileId: string,
  caller: { kind: 'member' | 'operator'; id: string },
): Promise<FileRow | null> {
  if (caller.kind === 'operator') {
    const { rows } = await db.query<FileRow>(`SELECT ${FILE_COLUMNS} FROM chat_files f WHERE f.id = $1`, [fileId]);
    return rows[0] ?? null;
  }
  const { rows } = await db.query<FileRow>(
    `SELECT ${FILE_COLUMNS} FROM chat_files f
     WHERE f.id = $1
       AND ((f.uploader_kind = 'member' AND f.uploader_id = $2)
         OR EXISTS (SELECT 1 FROM chat_conversations c
                    JOIN chat_messages msg ON msg.conversation_id = c.id
                    WHERE c.member_id = $2 AND msg.file_id = f.id))`,
    [fileId, caller.id],
  );
  return rows[0] ?? null;
}

/**
 * Whether the viewer a link was given to may still see chat files: a member still active, an operator
 * still enabled and holding `chat.view`. Links for every operator following a conversation (the socket's)
 * name no one to ask about.
 */
export async function viewerStillAllowed(db: Queryable, viewer: FileViewer): Promise<boolean> {
  if (viewer.kind === 'member') {
    const { rows } = await db.query("SELECT 1 FROM members WHERE id = $1 AND status = 'active'", [viewer.id]);
    return rows.length > 0;
  }
  if (viewer.id === null) return true;
  const { rows } = await db.query<{ role: OperatorRole }>(
    'SELECT role FROM operators WHERE id = $1 AND disabled_at IS NULL',
    [viewer.id],
  );
  return rows[0] !== undefined && hasPermission(rows[0].role, 'chat.view');
}

/** Where a file's bytes are stored, if the file exists. */
export async function storageKeyOf(db: Queryable, fileId: string): Promise<string | null> {
  const { rows } = await db.query<{ storage_key: string }>('SELECT storage_key FROM chat_files WHERE id = $1', [
    fileId,
  ]);
  return rows[0]?.storage_key ?? null;
}
