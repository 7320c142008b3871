import type { AffiliateDownlineState, AffiliateFlagReason } from '@member/shared';
import type { Queryable } from '../../../db/database';
import { ensureAccount } from '../../money';
import { newAffiliateCode } from '../rules';

/** The programme's member rows (affiliates and their downlines): written, found, locked, held, reviewed. */

export interface NewAffiliateMember {
  memberId: string;
  uplineId: string | null;
  registerIp: string | null;
  deviceId: string | null;
  flagReasons: AffiliateFlagReason[];
  /** Whether the reasons flag the downline (`flagsDownline`); the reasons are kept either way. */
  flagged: boolean;
}

/**
 * Writes the member's row with a fresh code; answers false when the code was taken (the caller
 * draws another). A row the member already has is kept as it is (true).
 */
async function insertWithCode(tx: Queryable, member: NewAffiliateMember, code: string): Promise<boolean> {
  const { rows } = await tx.query<{ done: boolean }>(
    `WITH inserted AS (
       INSERT INTO affiliate_members (member_id, code, upline_id, register_ip, device_id, state, flag_reasons)
       VALUES ($1, $2, $3, $4, $5, CASE WHEN $7::boolean THEN 'flagged' ELSE 'ok' END, $6::text[])
       ON CONFLICT DO NOTHING RETURNING 1)
     SELECT EXISTS (SELECT 1 FROM inserted) OR EXISTS (SELECT 1 FROM affiliate_members WHERE member_id = $1) AS done`,
    [member.memberId, code, member.uplineId, member.registerIp, member.deviceId, member.flagReasons, member.flagged],
  );
  return rows[0]?.done ?? false;
}

/** The member's row in the programme, with a code no one else has (drawn again on the rare collision). */
export async function insertAffiliateMember(tx: Queryable, member: NewAffiliateMember): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    if (await insertWithCode(tx, member, newAffiliateCode())) return;
  }
  throw new Error('no free affiliate code after 8 draws');
}

/**
 * A member registered outside the register call (the seed, a member older than a restored backup)
 * gets their row, with no upline, and their income account the first time the programme needs them.
 */
export async function ensureAffiliateMember(db: Queryable, memberId: string): Promise<void> {
  await Promise.all([
    insertAffiliateMember(db, {
      memberId,
      uplineId: null,
      registerIp: null,
      deviceId: null,
      flagReasons: [],
      flagged: false,
    }),
    ensureAccount(db, { owner: memberId, code: 'affiliate_income' }),
  ]);
}

export interface UplineFacts {
  memberId: string;
  firstName: string;
  lastName: string;
  deviceId: string | null;
  sharesAddress: boolean;
}

/**
 * The owner of `code`, and whether `ip` is their registration address or the address of one of their
 * sessions (`sessions`, read only): what a registration through their code is judged by.
 */
export async function findUpline(tx: Queryable, code: string, ip: string): Promise<UplineFacts | null> {
  const { rows } = await tx.query<{
    member_id: string;
    first_name: string;
    last_name: string;
    device_id: string | null;
    shares_address: boolean;
  }>(
    `SELECT a.member_id::text AS member_id, m.first_name, m.last_name, a.device_id,
            (a.register_ip = $2 OR EXISTS (SELECT 1 FROM sessions s
               WHERE s.subject_kind = 'member' AND s.subject_id = a.member_id AND s.ip = $2)) AS shares_address
     FROM affiliate_members a JOIN members m ON m.id = a.member_id WHERE a.code = $1`,
    [code, ip],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    memberId: row.member_id,
    firstName: row.first_name,
    lastName: row.last_name,
    deviceId: row.device_id,
    sharesAddress: row.shares_address,
  };
}

export interface AffiliateRecord {
  memberId: string;
  code: string;
  held: boolean;
}

export async function findAffiliate(db: Queryable, memberId: string): Promise<AffiliateRecord | null> {
  const { rows } = await db.query<{ code: string; held: boolean }>(
    'SELECT code, held FROM affiliate_members WHERE member_id = $1',
    [memberId],
  );
  const row = rows[0];
  return row ? { memberId, code: row.code, held: row.held } : null;
}

/**
 * Whether the member is held, their row share-locked until the transaction ends, so a hold and a
 * withdrawal request are ordered (null: no row).
 */
export async function lockHeld(tx: Queryable, memberId: string): Promise<boolean | null> {
  const { rows } = await tx.query<{ held: boolean }>(
    'SELECT held FROM affiliate_members WHERE member_id = $1 FOR SHARE',
    [memberId],
  );
  return rows[0]?.held ?? null;
}

/** The member of phone `tel` in the programme, locked for an operator's change; null when unknown. */
export async function lockMemberByTel(
  tx: Queryable,
  tel: string,
): Promise<{
  memberId: string;
  held: boolean;
  heldNote: string | null;
  state: AffiliateDownlineState;
  uplineId: string | null;
} | null> {
  const { rows } = await tx.query<{
    member_id: string;
    held: boolean;
    held_note: string | null;
    state: AffiliateDownlineState;
    upline_id: string | null;
  }>(
    `SELECT a.member_id::text AS member_id, a.held, a.held_note, a.state, a.upline_id::text AS upline_id
     FROM affiliate_members a JOIN members m ON m.id = a.member_id WHERE m.tel = $1 FOR NO KEY UPDATE OF a`,
    [tel],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    memberId: row.member_id,
    held: row.held,
    heldNote: row.held_note,
    state: row.state,
    uplineId: row.upline_id,
  };
}

export async function setHeld(tx: Queryable, memberId: string, held: boolean, note: string | null): Promise<void> {
  await tx.query('UPDATE affiliate_members SET held = $2, held_note = $3 WHERE member_id = $1', [memberId, held, note]);
}

export async function setDownlineState(
  tx: Queryable,
  memberId: string,
  review: { state: AffiliateDownlineState; operatorId: string; note: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE affiliate_members SET state = $2, reviewed_by = $3, reviewed_at = now(), review_note = $4
     WHERE member_id = $1`,
    [memberId, review.state, review.operatorId, review.note],
  );
}

/**
 * Whether the programme flags the member as a downline under review (`flagged`) or excluded: their
 * withdrawals are not paid automatically (money's member flag check, decision 0175).
 */
export async function isFlagged(db: Queryable, memberId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM affiliate_members WHERE member_id = $1 AND state IN ('flagged', 'excluded')`,
    [memberId],
  );
  return rows.length > 0;
}
