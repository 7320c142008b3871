import type { OperatorAccount, OperatorRole } from '@member/shared';
import type { Queryable } from '../../db/database';

/** The operators table: the only place that reads or writes it. */

export interface OperatorCredentials {
  id: string;
  password_hash: string;
  role: OperatorRole;
  disabled: boolean;
}

/** An account as the back office sees it, with its row id for the audit log. */
export interface LockedOperator extends OperatorAccount {
  id: string;
}

const ACCOUNT_COLUMNS = `username, role, disabled_at IS NOT NULL AS disabled, created_at, updated_at`;

interface AccountRow {
  id: string;
  username: string;
  role: OperatorRole;
  disabled: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

function toAccount(row: AccountRow): OperatorAccount {
  return {
    username: row.username,
    role: row.role,
    disabled: row.disabled,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** Login looks the name up as typed (trimmed), as it always has. */
export async function findCredentials(db: Queryable, username: string): Promise<OperatorCredentials | null> {
  const { rows } = await db.query<OperatorCredentials>(
    `SELECT id::text AS id, password_hash, role, disabled_at IS NOT NULL AS disabled
     FROM operators WHERE username = $1`,
    [username],
  );
  return rows[0] ?? null;
}

export async function findMe(db: Queryable, id: string): Promise<{ username: string; role: OperatorRole } | null> {
  const { rows } = await db.query<{ username: string; role: OperatorRole }>(
    'SELECT username, role FROM operators WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

export async function listAccounts(db: Queryable): Promise<OperatorAccount[]> {
  const { rows } = await db.query<AccountRow>(`SELECT id::text AS id, ${ACCOUNT_COLUMNS} FROM operators ORDER BY id`);
  return rows.map(toAccount);
}

/** Names are unique whatever their case (migration 0013); the index settles a race. */
export async function isUsernameTaken(db: Queryable, username: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM operators WHERE lower(username) = lower($1)', [username]);
  return rows.length > 0;
}

export async function insertAccount(
  db: Queryable,
  account: { username: string; passwordHash: string; role: OperatorRole },
): Promise<LockedOperator> {
  const { rows } = await db.query<AccountRow>(
    `INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, $3)
     RETURNING id::text AS id, ${ACCOUNT_COLUMNS}`,
    [account.username, account.passwordHash, account.role],
  );
  const row = rows[0];
  if (!row) throw new Error('operator insert returned nothing');
  return { id: row.id, ...toAccount(row) };
}

/** The account named `username` (any case), locked until the transaction ends. */
export async function lockAccount(tx: Queryable, username: string): Promise<LockedOperator | null> {
  const { rows } = await tx.query<AccountRow>(
    `SELECT id::text AS id, ${ACCOUNT_COLUMNS} FROM operators WHERE lower(username) = lower($1) FOR UPDATE`,
    [username],
  );
  const row = rows[0];
  return row ? { id: row.id, ...toAccount(row) } : null;
}

/**
 * Changes what is given: a role, the disabled switch (disabling keeps the first time it was set),
 * a new password hash. Answers the account after the change.
 */
export async function updateAccount(
  tx: Queryable,
  id: string,
  change: { role?: OperatorRole; disabled?: boolean; passwordHash?: string },
): Promise<OperatorAccount> {
  const { rows } = await tx.query<AccountRow>(
    `UPDATE operators SET
       role = COALESCE($2::text, role),
       disabled_at = CASE WHEN $3::boolean IS NULL THEN disabled_at
                          WHEN $3::boolean THEN COALESCE(disabled_at, now())
                          ELSE NULL END,
       password_hash = COALESCE($4::text, password_hash),
       updated_at = now()
     WHERE id = $1
     RETURNING id::text AS id, ${ACCOUNT_COLUMNS}`,
    [id, change.role ?? null, change.disabled ?? null, change.passwordHash ?? null],
  );
  const row = rows[0];
  if (!row) throw new Error('operator update found no row');
  return toAccount(row);
}

/**
 * Account changes go one at a time (a transaction-scoped lock), so that two operators demoting or
 * disabling the last two admins at once cannot both see the other still active.
 */
export async function serialiseAccountChanges(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('member-site:operator-accounts'))`);
}

/** How many active admins there are besides `id` (under `serialiseAccountChanges`). */
export async function countOtherActiveAdmins(tx: Queryable, id: string): Promise<number> {
  const { rows } = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM operators WHERE role = 'admin' AND disabled_at IS NULL AND id <> $1`,
    [id],
  );
  return rows[0]?.count ?? 0;
}
