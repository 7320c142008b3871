import type { Queryable } from '../../db/database';
import type { ensureAccount } from '../money';
import './ledger-codes';

/**
 * What a member holds of the mini-games, in lots (decision 0120): coins, credit (satang) and profit
 * (satang). Each lot is added by one ledger transfer into the member's account of its asset and is
 * spent oldest first; the open lots of a member and asset add up to that account's balance, so the
 * balances a member sees are read here, from this module's own table, without reading the ledger.
 */

export const ASSETS = ['coin', 'credit', 'profit'] as const;
export type Asset = (typeof ASSETS)[number];

type MemberAccount = Parameters<typeof ensureAccount>[1];
const ACCOUNT_CODES = { coin: 'minigame_coins', credit: 'minigame_credit', profit: 'minigame_profit' } as const;

/** The member's ledger account of an asset. */
export const assetAccount = (memberId: string, asset: Asset): MemberAccount => ({
  owner: memberId,
  code: ACCOUNT_CODES[asset],
});

/** A new lot of `amount` (coins or satang), expiring at `expiresAt` (null: never). Answers its id. */
export async function addLot(
  tx: Queryable,
  lot: { memberId: string; asset: Asset; amount: number; expiresAt: string | null; at: string },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO minigame_lots (member_id, asset, amount, remaining, expires_at, created_at)
     VALUES ($1, $2, $3, $3, $4, $5) RETURNING id::text AS id`,
    [lot.memberId, lot.asset, lot.amount, lot.expiresAt, lot.at],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('lot insert returned nothing');
  return id;
}

/**
 * Takes `amount` from the member's open lots of `asset` that have not expired at `at`, oldest first,
 * in one statement; false (and nothing taken) when they hold less. The lots are locked, so the
 * expiry sweep (the only other writer of a member's open lots) waits or is waited for.
 */
export async function spendLots(
  tx: Queryable,
  spend: { memberId: string; asset: Asset; amount: number; at: string },
): Promise<boolean> {
  const { rows } = await tx.query<{ ok: boolean }>(
    `WITH open AS MATERIALIZED (
       SELECT id, remaining, created_at FROM minigame_lots
       WHERE member_id = $1 AND asset = $2 AND remaining > 0 AND (expires_at IS NULL OR expires_at > $4::timestamptz)
       ORDER BY created_at, id FOR UPDATE),
     enough AS (SELECT COALESCE(sum(remaining), 0) >= $3::bigint AS ok FROM open),
     running AS (SELECT id, remaining, sum(remaining) OVER (ORDER BY created_at, id) - remaining AS before FROM open),
     taken AS (
       UPDATE minigame_lots l SET remaining = l.remaining - LEAST(r.remaining, $3::bigint - r.before)
       FROM running r, enough
       WHERE enough.ok AND l.id = r.id AND r.before < $3::bigint
       RETURNING l.id)
     SELECT enough.ok AND (SELECT count(*) FROM taken) > 0 AS ok FROM enough`,
    [spend.memberId, spend.asset, spend.amount, spend.at],
  );
  return rows[0]?.ok ?? false;
}

export type Holdings = Record<Asset, number>;

/** What the member holds at `at` (coins, satang of credit and of profit): open lots not yet expired. */
export async function holdings(db: Queryable, memberId: string, at: string): Promise<Holdings> {
  const { rows } = await db.query<{ coin: string; credit: string; profit: string }>(
    `SELECT COALESCE(sum(remaining) FILTER (WHERE asset = 'coin'), 0)::text AS coin,
            COALESCE(sum(remaining) FILTER (WHERE asset = 'credit'), 0)::text AS credit,
            COALESCE(sum(remaining) FILTER (WHERE asset = 'profit'), 0)::text AS profit
     FROM minigame_lots
     WHERE member_id = $1 AND remaining > 0 AND (expires_at IS NULL OR expires_at > $2::timestamptz)`,
    [memberId, at],
  );
  const row = rows[0];
  return { coin: Number(row?.coin ?? 0), credit: Number(row?.credit ?? 0), profit: Number(row?.profit ?? 0) };
}

/** The nearest expiry of the member's open lots of `asset` and how much expires then (null: none expire). */
export async function nearestExpiry(
  db: Queryable,
  memberId: string,
  asset: Asset,
  at: string,
): Promise<{ at: string; amount: number } | null> {
  const { rows } = await db.query<{ expires_at: Date | string; amount: string }>(
    `SELECT expires_at, sum(remaining)::text AS amount FROM minigame_lots
     WHERE member_id = $1 AND asset = $2 AND remaining > 0 AND expires_at > $3::timestamptz
     GROUP BY expires_at ORDER BY expires_at LIMIT 1`,
    [memberId, asset, at],
  );
  const row = rows[0];
  return row ? { at: new Date(row.expires_at).toISOString(), amount: Number(row.amount) } : null;
}
