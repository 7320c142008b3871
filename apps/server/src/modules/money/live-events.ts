import { type ChatUnreadEvent, type MemberMoneyEvent, SERVER_EVENTS, satangToBaht } from '@member/shared';
import type { Queryable } from '../../db/database';
import { channelKind, type Payload, type Realtime } from '../../plugins/realtime';
import type { MoneyHooks } from './hooks';

/** What the member's own channel carries: their money, and the unread count of their chat. */
export type MemberChannelEvents = {
  [SERVER_EVENTS.memberMoney]: MemberMoneyEvent;
  [SERVER_EVENTS.chatUnread]: ChatUnreadEvent;
};

/**
 * `member:{id}`: only that member may follow it (CHANNELS.member in the contract). The time of its last
 * event is kept: a member's first subscribe learns whether the page's reads missed anything.
 */
export const memberChannel = channelKind<MemberChannelEvents>('member', { keyed: true, lastEventKept: true });

/**
 * Accepts `member:{id}` subscriptions. The socket of every process that serves one accepts them,
 * whatever its services (services/member.ts defines it for every app).
 */
export function defineMemberChannel(realtime: Realtime): void {
  realtime.defineChannel(memberChannel, {
    authorise: async (subject, id) => subject.kind === 'member' && subject.subjectId === id,
  });
}

/** A movement of a member's money, on their own channel, once `tx` commits (decision 0131). */
export function publishMemberMoney(
  realtime: Pick<Realtime, 'publishAfterCommit'>,
  tx: Queryable,
  memberId: string,
  event: Omit<Payload<MemberMoneyEvent>, 'at'>,
): void {
  realtime.publishAfterCommit(tx, memberChannel, memberId, SERVER_EVENTS.memberMoney, {
    ...event,
    at: new Date().toISOString(),
  });
}

/** The member's unread chat count (the chat's badge), on their own channel, now. */
export function publishUnreadCount(realtime: Pick<Realtime, 'publish'>, memberId: string, count: number): void {
  realtime.publish(memberChannel, memberId, SERVER_EVENTS.chatUnread, { count });
}

/**
 * The member's own money, pushed live (issue 16 §4, decision 0131): a deposit or a withdrawal decided
 * reaches the member's channel once the decision commits, so their credit and open detail pages
 * change without polling.
 */
export function registerLiveMoneyEvents(hooks: MoneyHooks, realtime: Realtime): void {
  hooks.onDepositApproved(async (tx, deposit) => {
    publishMemberMoney(realtime, tx, deposit.memberId, {
      kind: 'deposit',
      status: 'approved',
      id: deposit.depositId,
      amount: satangToBaht(deposit.amountSatang),
    });
  });
  hooks.onDepositRejected(async (tx, deposit) => {
    publishMemberMoney(realtime, tx, deposit.memberId, {
      kind: 'deposit',
      status: 'rejected',
      id: deposit.depositId,
      amount: satangToBaht(deposit.amountSatang),
    });
  });
  hooks.onWithdrawalDecided(async (tx, withdrawal) => {
    publishMemberMoney(realtime, tx, withdrawal.memberId, {
      kind: 'withdrawal',
      status: withdrawal.approved ? 'approved' : 'rejected',
      id: withdrawal.withdrawalId,
      amount: satangToBaht(withdrawal.amountSatang),
    });
  });
}
