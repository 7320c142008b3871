import { type DepositRow, ENGLISH_SERVER_MESSAGES, type PaymentGatewayCode, SERVER_MESSAGES } from '@member/shared';
import type { Queryable } from '../../db/database';
import { badRequest, businessRule } from '../../lib/app-error';
import { loadAutoDepositRules, uniqueBankAmount } from './auto-deposit-rules';
import { type Decision, type DecisionResult, resolveOnce } from './decisions';
import type { MoneyHooks } from './hooks';
import { type FollowingTransfer, lockAccount, memberWallet, posted, settleFollowingTransfer } from './ledger';
import { depositCheckFactsSql, judgeDeposit, toDepositCheckFacts } from './limits';
import { insertDepositUnlessWithdrawalWaits, isActiveDepositBankAccount, toDepositRow } from './queries/deposits';
import type { NewDeposit } from './queries/shared';
import { withdrawalWaits } from './queries/withdrawals';
import { PAYMENT_SETTINGS_SQL, type PaymentSettings, toPaymentSettings } from './settings';

/** A bank deposit and the decision on any deposit (a gateway deposit's payment is in `gateway-payments.ts`). */

export const depositChannelClosed = () => businessRule(SERVER_MESSAGES.depositChannelClosed);

/**
 * A member may not deposit while a withdrawal of theirs waits (SPEC.md §8). The wallet row lock
 * serialises the check with a concurrent withdrawal request of the member; the check runs in the
 * INSERT, a later statement, so it sees every withdrawal committed before we got the lock.
 * The lock and (for a plain deposit) the guarded INSERT go out together: PostgreSQL starts the INSERT
 * once the lock is granted, and the INSERT carries back the settings and the member's break and deposit
 * limit facts (decision 0173), read in its snapshot, whatever it wrote (decision 0034: a statement less
 * for each). A deposit naming a promotion is inserted after the hooks have judged the promotion, which
 * may not exist; its settings and facts are read beside the lock. A bank request (`uniqueAmount` given) is
 * inserted early only while automatic matching is off, which its INSERT checks; while it is on, the
 * amount is made unique (decision 0161) once the wave has answered, before anything judges it, and
 * inserted late. Then, in the order of the rules: `channelOpen` judges the settings, the limits judge
 * the amount, the `depositRequested` hooks run, the withdrawal check decides; a refusal rolls the row
 * back. The facts never count the request's own row (read before it, or in the snapshot of the
 * statement that writes it). `limitsAt` null skips them (money that already arrived, credited without
 * a request).
 */
export async function insertDepositIfNoWithdrawalWaits(
  tx: Queryable,
  hooks: MoneyHooks,
  deposit: NewDeposit & {
    type: 'bank' | PaymentGatewayCode;
    /** The unique amount of a bank request while automatic matching is on (null: keep the amount). */
    uniqueAmount?: () => Promise<number | null>;
  },
  channelOpen: (settings: PaymentSettings) => boolean,
  limitsAt: number | null = Date.now(),
) {
  const { uniqueAmount, ...plain } = deposit;
  // What the request is judged by: the settings and (with `limitsAt`) the member's break and limits.
  const reads = (params: unknown[]) =>
    `jsonb_build_object('settings', ${PAYMENT_SETTINGS_SQL}, 'facts', ${
      limitsAt === null ? 'NULL' : depositCheckFactsSql('$1::bigint', limitsAt, params)
    })`;
  // A plain deposit's INSERT goes out early and carries them back; one naming a promotion reads them alone.
  const [wallet, tried] = await Promise.all([
    lockAccount(tx, memberWallet(deposit.memberId)),
    deposit.promotionId == null
      ? insertDepositUnlessWithdrawalWaits(tx, plain, { unlessAutoDeposit: uniqueAmount !== undefined, carry: reads })
      : readAlone(tx, deposit.memberId, reads),
  ]);
  const carried = tried.carried as { settings: unknown; facts: unknown } | null;
  const settings = toPaymentSettings(carried?.settings);
  const facts = carried?.facts == null ? undefined : toDepositCheckFacts(carried.facts);
  // The early INSERT's answer, unless there was none or it wrote nothing because automatic matching is on.
  const early = !('ok' in tried) || (tried.ok === false && tried.code === 'auto_deposit_on') ? undefined : tried;
  let request: NewDeposit = plain;
  if (early === undefined && uniqueAmount) {
    const unique = await uniqueAmount();
    request = { ...plain, amountSatang: unique ?? plain.amountSatang, exactAmount: unique !== null };
  }
  if (!channelOpen(settings)) throw depositChannelClosed();
  if (facts) judgeDeposit(facts, request.amountSatang);
  await hooks.fire('depositRequested', tx, {
    memberId: request.memberId,
    amountSatang: request.amountSatang,
    type: deposit.type,
    promotionId: request.promotionId ?? null,
  });
  const inserted = early ?? (await insertDepositUnlessWithdrawalWaits(tx, request));
  // An early INSERT ran before a wallet created just now was locked: look again under the lock.
  const recheck = early !== undefined && wallet.created;
  if (!inserted.ok || (recheck && (await withdrawalWaits(tx, deposit.memberId)))) {
    throw businessRule(ENGLISH_SERVER_MESSAGES.pendingWithdraw);
  }
  return { settings, record: inserted.record };
}

/** A statement that only answers `carried` (its SQL built by `carry`, the member's id `$1`). */
async function readAlone(tx: Queryable, memberId: string, carry: (params: unknown[]) => string) {
  const params: unknown[] = [memberId];
  const { rows } = await tx.query<{ carried: unknown }>(`SELECT ${carry(params)} AS carried`, params);
  return { carried: rows[0]?.carried ?? null };
}

export async function requestBankDeposit(
  tx: Queryable,
  hooks: MoneyHooks,
  memberId: string,
  amountSatang: number,
  promotionId: number | null = null,
  depositBankAccountId: number | null = null,
  nowMs: number = Date.now(),
): Promise<DepositRow> {
  // The account the member says they sent the money to must be one they can see (active).
  if (depositBankAccountId !== null && !(await isActiveDepositBankAccount(tx, depositBankAccountId))) {
    throw badRequest(SERVER_MESSAGES.depositAccountUnavailable);
  }
  const { record } = await insertDepositIfNoWithdrawalWaits(
    tx,
    hooks,
    {
      memberId,
      amountSatang,
      type: 'bank',
      status: 'waiting_for_approve',
      promotionId,
      depositBankAccountId,
      // While deposits are matched automatically, the amount is made unique (decision 0161).
      uniqueAmount: async () => {
        const rules = await loadAutoDepositRules(tx);
        return rules.enabled ? uniqueBankAmount(tx, amountSatang, rules.windowMinutes, nowMs) : null;
      },
    },
    (settings) => settings.bank_transfer,
    nowMs,
  );
  return toDepositRow(record);
}

/** An approval's transfer, made by the statement that resolves the deposit. */
const CREDIT_DEPOSIT: FollowingTransfer<'deposit'> = {
  from: { house: 'house_cash_in' },
  to: { member: 'member_wallet' },
  code: 'deposit',
  refType: 'deposit',
};

/**
 * Approve = cash in → wallet, then the `depositApproved` hooks (a promotion's bonus, judged again
 * now under the wallet lock the transfer holds, decision 0050); reject = no movement. The guarded
 * UPDATE (status still waiting) makes a second decision, concurrent or later, `already_decided`,
 * changing nothing. A gateway deposit whose payment has expired unpaid was decided by its expiry
 * (decision 0082): it answers `already_decided` (rejected) whatever is asked.
 */
export async function decideDeposit(
  tx: Queryable,
  hooks: MoneyHooks,
  id: string,
  decision: Decision,
): Promise<DecisionResult<DepositRow>> {
  const resolved = await resolveOnce(tx, 'deposits', id, decision, decision.approve ? CREDIT_DEPOSIT : undefined);
  if (!resolved.ok) return resolved;
  const { before, after } = resolved;
  if (decision.approve) {
    const event = {
      depositId: id,
      memberId: after.member_id,
      amountSatang: Number(after.amount_satang),
      promotionId: after.promotion_id,
    };
    posted(
      await settleFollowingTransfer(
        tx,
        CREDIT_DEPOSIT,
        { memberId: event.memberId, amountSatang: event.amountSatang, refId: id },
        resolved.transfer,
      ),
    );
    await hooks.fire('depositApproved', tx, event);
  } else {
    await hooks.fire('depositRejected', tx, {
      depositId: id,
      memberId: after.member_id,
      amountSatang: Number(after.amount_satang),
    });
  }
  return { ok: true, before: toDepositRow(before), after: toDepositRow(after) };
}
