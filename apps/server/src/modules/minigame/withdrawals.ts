import {
  type AdminMinigameWithdrawalRow,
  formatNumber,
  LABELS,
  MINIGAME_MESSAGES,
  type MinigameWithdrawalStatus,
  type MinigameWithdrawRow,
  type Page,
  satangToBaht,
} from '@member/shared';
import type { Queryable } from '../../db/database';
import { businessRule, conflict, notFound } from '../../lib/app-error';
import { memberWallet, posted, transfer } from '../money';
import { addLot, assetAccount, spendLots } from './lots';
import { toWithdrawRow, WITHDRAW_COLUMNS } from './member-reads';
import { lockMember } from './seeds';
import type { SettingsRecord } from './settings';

/**
 * Profit withdrawals (decision 0120), two-phase as money's are: the request reserves the profit at
 * once (profit → pending), an operator approves (pending → the member's wallet) or rejects (pending →
 * profit, a new lot), each at most once: the decision is a conditional update of a pending row.
 */

export async function requestWithdrawal(
  tx: Queryable,
  request: { memberId: string; amountSatang: number; settings: SettingsRecord; nowMs: number },
): Promise<MinigameWithdrawRow> {
  const { memberId, amountSatang, settings } = request;
  const at = new Date(request.nowMs).toISOString();
  if (amountSatang < settings.profitMinWithdrawSatang) {
    throw businessRule(
      `${MINIGAME_MESSAGES.belowMinimum} ${formatNumber(satangToBaht(settings.profitMinWithdrawSatang))} ${LABELS.currency}`,
    );
  }
  await lockMember(tx, memberId, at);
  if (!(await spendLots(tx, { memberId, asset: 'profit', amount: amountSatang, at }))) {
    throw businessRule(MINIGAME_MESSAGES.notEnoughProfit);
  }
  const { rows } = await tx.query<Parameters<typeof toWithdrawRow>[0]>(
    `INSERT INTO minigame_withdrawals (member_id, amount_satang, requested_at) VALUES ($1, $2, $3)
     RETURNING ${WITHDRAW_COLUMNS}`,
    [memberId, amountSatang, at],
  );
  const row = rows[0];
  if (!row) throw new Error('withdrawal insert returned nothing');
  posted(
    await transfer(tx, {
      from: assetAccount(memberId, 'profit'),
      to: { house: 'house_minigame_pending_withdrawals' },
      amountSatang,
      code: 'minigame_withdraw_reserve',
      ref: { type: 'minigame_withdrawal', id: row.id },
    }),
  );
  return toWithdrawRow(row);
}

interface AdminWithdrawalRecord {
  id: string;
  tel: string;
  first_name: string;
  last_name: string;
  amount: string;
  status: MinigameWithdrawalStatus;
  requested_at: Date | string;
  decided_at: Date | string | null;
  decided_by: string | null;
  note: string | null;
  member_id: string;
}

const ADMIN_SELECT = `
  SELECT w.id::text AS id, m.tel, m.first_name, m.last_name, w.amount_satang::text AS amount, w.status, w.requested_at,
         w.decided_at, o.username AS decided_by, w.note, w.member_id::text AS member_id
  FROM minigame_withdrawals w JOIN members m ON m.id = w.member_id LEFT JOIN operators o ON o.id = w.decided_by`;

const iso = (value: Date | string) => new Date(value).toISOString();
const toAdminRow = (row: AdminWithdrawalRecord): AdminMinigameWithdrawalRow => ({
  id: row.id,
  member: { tel: row.tel, first_name: row.first_name, last_name: row.last_name },
  amount: satangToBaht(row.amount),
  status: row.status,
  requestedAt: iso(row.requested_at),
  decidedAt: row.decided_at === null ? null : iso(row.decided_at),
  decidedBy: row.decided_by,
  note: row.note,
});

async function findWithdrawal(db: Queryable, id: string): Promise<AdminWithdrawalRecord | null> {
  const { rows } = await db.query<AdminWithdrawalRecord>(`${ADMIN_SELECT} WHERE w.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The queue: pending ones oldest first (the next to decide on top), decided ones newest first. */
export async function adminWithdrawals(
  db: Queryable,
  query: { status?: MinigameWithdrawalStatus; page: number; limit: number },
): Promise<Page<AdminMinigameWithdrawalRow>> {
  const status = query.status ?? null;
  const [{ rows }, counted] = await Promise.all([
    db.query<AdminWithdrawalRecord>(
      `${ADMIN_SELECT} WHERE ($1::text IS NULL OR w.status = $1)
       ORDER BY (w.status = 'pending') DESC,
                CASE WHEN w.status = 'pending' THEN w.requested_at END ASC,
                w.requested_at DESC, w.id DESC
       LIMIT $2 OFFSET $3`,
      [status, query.limit, (query.page - 1) * query.limit],
    ),
    db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM minigame_withdrawals WHERE ($1::text IS NULL OR status = $1)',
      [status],
    ),
  ]);
  return { items: rows.map(toAdminRow), page: query.page, limit: query.limit, total: counted.rows[0]?.total ?? 0 };
}

/**
 * Approves or rejects a pending withdrawal once: the conditional update takes the row; a second
 * decision (or a race with another operator) finds it decided and is refused with 409.
 */
export async function decideWithdrawal(
  tx: Queryable,
  decision: { id: string; approve: boolean; note: string | null; operatorId: string; nowMs: number },
): Promise<{ before: AdminMinigameWithdrawalRow; after: AdminMinigameWithdrawalRow; memberId: string }> {
  const at = new Date(decision.nowMs).toISOString();
  const before = await findWithdrawal(tx, decision.id);
  if (!before) throw notFound();
  const { rows } = await tx.query<{ member_id: string; amount: string }>(
    `UPDATE minigame_withdrawals SET status = $2, decided_at = $3, decided_by = $4, note = $5
     WHERE id = $1 AND status = 'pending' RETURNING member_id::text AS member_id, amount_satang::text AS amount`,
    [decision.id, decision.approve ? 'approved' : 'rejected', at, decision.operatorId, decision.note],
  );
  const taken = rows[0];
  if (!taken) throw conflict(MINIGAME_MESSAGES.withdrawalNotPending);
  const amountSatang = Number(taken.amount);
  if (!decision.approve) {
    await addLot(tx, { memberId: taken.member_id, asset: 'profit', amount: amountSatang, expiresAt: null, at });
  }
  posted(
    await transfer(tx, {
      from: { house: 'house_minigame_pending_withdrawals' },
      to: decision.approve ? memberWallet(taken.member_id) : assetAccount(taken.member_id, 'profit'),
      amountSatang,
      code: decision.approve ? 'minigame_withdraw_post' : 'minigame_withdraw_void',
      ref: { type: 'minigame_withdrawal', id: decision.id },
    }),
  );
  const after = await findWithdrawal(tx, decision.id);
  if (!after) throw new Error(`withdrawal ${decision.id} vanished`);
  return { before: toAdminRow(before), after: toAdminRow(after), memberId: taken.member_id };
}
