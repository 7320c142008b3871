import type { Queryable } from '../../db/database';

/**
 * The seamless wallet's SQL (`wallet.ts` says what each operation does): the member a provider names, the
 * launch tokens, each transaction claimed by its (provider, transaction id), the rounds and their sums.
 */

/** The member whose phone number is `tel`, and whether they are active. */
export async function memberByPhone(db: Queryable, tel: string): Promise<{ id: string; active: boolean } | undefined> {
  const { rows } = await db.query<{ id: string; active: boolean }>(
    `SELECT id::text AS id, status = 'active' AS active FROM members WHERE tel = $1`,
    [tel],
  );
  return rows[0];
}

/** Spends an unused, unexpired launch token of this provider held by an active member: the member, or nothing. */
export async function spendLaunchToken(
  db: Queryable,
  hash: string,
  provider: string,
  nowIso: string,
): Promise<{ id: string; tel: string } | undefined> {
  const { rows } = await db.query<{ id: string; tel: string }>(
    `UPDATE play_launch_tokens t SET used_at = $3::timestamptz
     FROM members m
     WHERE t.token_hash = $1 AND t.provider_code = $2 AND t.used_at IS NULL AND t.expires_at > $3::timestamptz
       AND m.id = t.member_id AND m.status = 'active'
     RETURNING m.id::text AS id, m.tel`,
    [hash, provider, nowIso],
  );
  return rows[0];
}

export interface TransactionRow {
  id: string;
  kind: 'bet' | 'win';
  member_id: string;
  round_ref: string | null;
  /** The provider's round id (null for a refund recorded before its bet). */
  round_id: string | null;
  amount_satang: string;
  balance_after: string | null;
  refunded: boolean;
  refund_balance_after: string | null;
}

export async function findTransaction(
  tx: Queryable,
  provider: string,
  transactionId: string,
  lock = false,
): Promise<TransactionRow> {
  const { rows } = await tx.query<TransactionRow>(
    `SELECT t.id::text AS id, t.kind, t.member_id::text AS member_id, t.round_ref::text AS round_ref, r.round_id,
            t.amount_satang::text AS amount_satang, t.balance_after_satang::text AS balance_after,
            t.refunded_at IS NOT NULL AS refunded, t.refund_balance_after_satang::text AS refund_balance_after
     FROM play_transactions t LEFT JOIN play_rounds r ON r.id = t.round_ref
     WHERE t.provider_code = $1 AND t.transaction_id = $2${lock ? ' FOR UPDATE OF t' : ''}`,
    [provider, transactionId],
  );
  const row = rows[0];
  if (!row) throw new Error(`play transaction ${provider}/${transactionId} vanished`);
  return row;
}

/** Claims (provider, transaction id) for a bet or win: its row id, or null when it was already there. */
export async function claimTransaction(
  tx: Queryable,
  provider: string,
  kind: 'bet' | 'win',
  input: { transaction_id: string },
  memberId: string,
  amountSatang: number,
): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO play_transactions (provider_code, transaction_id, kind, member_id, amount_satang)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ON CONSTRAINT play_transactions_provider_tx_unique DO NOTHING
     RETURNING id::text AS id`,
    [provider, input.transaction_id, kind, memberId, amountSatang],
  );
  return rows[0]?.id ?? null;
}

/** Stores what the movement left: the round's sums and the transaction's answer. */
export async function recordMovement(
  tx: Queryable,
  rowId: string,
  roundRef: string,
  column: 'stake_satang' | 'win_satang',
  amountSatang: number,
  balanceSatang: number,
) {
  await tx.query(
    `WITH r AS (UPDATE play_rounds SET ${column} = ${column} + $3 WHERE id = $2)
     UPDATE play_transactions SET round_ref = $2, balance_after_satang = $4 WHERE id = $1`,
    [rowId, roundRef, amountSatang, balanceSatang],
  );
}

/** A round: the provider's round id, of one member. */
export interface RoundKey {
  provider: string;
  memberId: string;
  roundId: string;
}

/** The member's round, opened if it is new (its game kept once known). */
export async function openRound(tx: Queryable, round: RoundKey, game: string | null) {
  const { rows } = await tx.query<{ id: string; ended: boolean }>(
    `INSERT INTO play_rounds (provider_code, member_id, round_id, game) VALUES ($1, $2, $3, $4)
     ON CONFLICT ON CONSTRAINT play_rounds_provider_round_unique
     DO UPDATE SET game = COALESCE(play_rounds.game, EXCLUDED.game)
     RETURNING id::text AS id, ended_at IS NOT NULL AS ended`,
    [round.provider, round.memberId, round.roundId, game],
  );
  return rows[0];
}

/** The member's round, locked for its sums; nothing when it does not exist. */
export async function lockRound(tx: Queryable, round: RoundKey) {
  const { rows } = await tx.query<{ id: string; ended: boolean }>(
    `SELECT id::text AS id, ended_at IS NOT NULL AS ended FROM play_rounds
     WHERE provider_code = $1 AND member_id = $2 AND round_id = $3 FOR NO KEY UPDATE`,
    [round.provider, round.memberId, round.roundId],
  );
  return rows[0];
}

/**
 * A refund whose bet never arrived: recorded as a refunded bet of nothing (its answer `balanceSatang`); its
 * row id, or nothing when the transaction id was there already.
 */
export async function insertRefundedBet(
  tx: Queryable,
  provider: string,
  transactionId: string,
  memberId: string,
  balanceSatang: number,
): Promise<string | undefined> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO play_transactions (provider_code, transaction_id, kind, member_id, amount_satang, refunded_at,
       refund_balance_after_satang)
     VALUES ($1, $2, 'bet', $3, 0, now(), $4)
     ON CONFLICT ON CONSTRAINT play_transactions_provider_tx_unique DO NOTHING
     RETURNING id::text AS id`,
    [provider, transactionId, memberId, balanceSatang],
  );
  return rows[0]?.id;
}

/** Stores a refund: the round's refunded sum and the bet's refund answer. */
export async function recordRefund(
  tx: Queryable,
  provider: string,
  transactionId: string,
  roundRef: string,
  amountSatang: number,
  balanceSatang: number,
): Promise<void> {
  await tx.query(
    `WITH r AS (UPDATE play_rounds SET refund_satang = refund_satang + $3 WHERE id = $2)
     UPDATE play_transactions SET refunded_at = now(), refund_balance_after_satang = $4
     WHERE provider_code = $1 AND transaction_id = $5`,
    [provider, roundRef, amountSatang, balanceSatang, transactionId],
  );
}

/** Marks the member's round ended (an ended one keeps its time); false when there is no such round. */
export async function endRound(db: Queryable, round: RoundKey): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE play_rounds SET ended_at = COALESCE(ended_at, now())
     WHERE provider_code = $1 AND member_id = $2 AND round_id = $3 RETURNING id::text AS id`,
    [round.provider, round.memberId, round.roundId],
  );
  return rows[0] !== undefined;
}
