import type { Queryable } from '../../db/database';

/**
 * Member events other modules react to (the affiliate programme learns of a registration), through
 * hooks registered at start-up (app.ts), in the manner of money's hooks: member imports no other
 * module. A hook runs inside the registration's transaction, after the member's row is written;
 * throwing rolls the registration back.
 */

/** A member was registered: who, the referral code they came with, and where from. */
export interface MemberRegistered {
  memberId: string;
  firstName: string;
  lastName: string;
  /** The `prefix` of the register payload as sent (a referral code, or anything else), or null. */
  prefix: string | null;
  /** The `x-device-id` header when it matches its pattern, else null. */
  deviceId: string | null;
  /** The request's address (behind TRUST_PROXY, the client's). */
  ip: string;
}

/**
 * What a `registered` hook may tell the member back through the registration's answer: whether the
 * referral code they came with attached a referrer (the affiliate programme's hook says so).
 */
export interface RegistrationOutcome {
  referred?: boolean;
}

export interface MemberEvents {
  registered: MemberRegistered;
}

export type MemberHook<E> = (tx: Queryable, event: E) => Promise<RegistrationOutcome | void>;

export interface MemberHooks {
  onRegistered(fn: MemberHook<MemberRegistered>): void;
  /** Runs the event's hooks in order; their outcomes merged. */
  fire<K extends keyof MemberEvents>(name: K, tx: Queryable, event: MemberEvents[K]): Promise<RegistrationOutcome>;
}

/** A registry of its own for each app. */
export function createMemberHooks(): MemberHooks {
  const hooks: { [K in keyof MemberEvents]: MemberHook<MemberEvents[K]>[] } = { registered: [] };
  return {
    onRegistered: (fn) => void hooks.registered.push(fn),
    async fire(name, tx, event) {
      const outcome: RegistrationOutcome = {};
      for (const hook of hooks[name]) Object.assign(outcome, await hook(tx, event));
      return outcome;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    memberHooks: MemberHooks;
  }
}
