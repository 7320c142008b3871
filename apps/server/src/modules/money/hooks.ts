import type { DepositType } from '@member/shared';
import type { Queryable } from '../../db/database';

/**
 * Money events (decision 0035). Other modules react to them through hooks registered at start-up
 * (app.ts), so money imports no other module. A hook runs inside the transaction of the movement,
 * after the movement's own statements, in registration order; throwing an AppError refuses the
 * request (the whole movement is rolled back and the error is the answer).
 */

/**
 * A member asks to deposit (bank transfer or gateway). The wallet is locked; a plain deposit's row may
 * already be written (not committed). A hook that throws refuses the request and nothing is kept.
 */
export interface DepositRequested {
  memberId: string;
  amountSatang: number;
  type: DepositType;
  promotionId: number | null;
}

/** A deposit was approved and credited (cash in → wallet), by an operator or a paid gateway callback. */
export interface DepositApproved {
  depositId: string;
  memberId: string;
  amountSatang: number;
  promotionId: string | null;
}

/** A waiting deposit was rejected by an operator (nothing moved). */
export interface DepositRejected {
  depositId: string;
  memberId: string;
  amountSatang: number;
}

/** A waiting withdrawal was approved (posted) or rejected (voided back to the wallet). */
export interface WithdrawalDecided {
  withdrawalId: string;
  memberId: string;
  amountSatang: number;
  approved: boolean;
}

export interface MoneyEvents {
  depositRequested: DepositRequested;
  depositApproved: DepositApproved;
  depositRejected: DepositRejected;
  withdrawalDecided: WithdrawalDecided;
}

export type MoneyHook<E> = (tx: Queryable, event: E) => Promise<void>;

/** Whether a module flags the member, so their withdrawals wait for a person (decision 0175). */
export type MemberFlagCheck = (tx: Queryable, memberId: string) => Promise<boolean>;

export interface MoneyHooks {
  onDepositRequested(fn: MoneyHook<DepositRequested>): void;
  onDepositApproved(fn: MoneyHook<DepositApproved>): void;
  onDepositRejected(fn: MoneyHook<DepositRejected>): void;
  onWithdrawalDecided(fn: MoneyHook<WithdrawalDecided>): void;
  /** A check that flags a member (the affiliate programme's fraud flags): no automatic payout for them. */
  onMemberFlagCheck(fn: MemberFlagCheck): void;
  /** Whether any registered check flags the member. */
  memberFlagged(tx: Queryable, memberId: string): Promise<boolean>;
  /** Runs the hooks of `name` one after the other in the caller's transaction (money's operations). */
  fire<K extends keyof MoneyEvents>(name: K, tx: Queryable, event: MoneyEvents[K]): Promise<void>;
}

/** A registry of its own for each app (and each test or benchmark that calls the operations). */
export function createMoneyHooks(): MoneyHooks {
  const hooks: { [K in keyof MoneyEvents]: MoneyHook<MoneyEvents[K]>[] } = {
    depositRequested: [],
    depositApproved: [],
    depositRejected: [],
    withdrawalDecided: [],
  };
  const flagChecks: MemberFlagCheck[] = [];
  return {
    onDepositRequested: (fn) => void hooks.depositRequested.push(fn),
    onDepositApproved: (fn) => void hooks.depositApproved.push(fn),
    onDepositRejected: (fn) => void hooks.depositRejected.push(fn),
    onWithdrawalDecided: (fn) => void hooks.withdrawalDecided.push(fn),
    onMemberFlagCheck: (fn) => void flagChecks.push(fn),
    async memberFlagged(tx, memberId) {
      for (const check of flagChecks) if (await check(tx, memberId)) return true;
      return false;
    },
    async fire(name, tx, event) {
      for (const hook of hooks[name]) await hook(tx, event);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    moneyHooks: MoneyHooks;
  }
}
