import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey } from './address';
import { tooManyRequests } from './app-error';

/**
 * Password throttles (decision 0013). Only failures are counted, never successes. Failures of one
 * account from one address stop that pair; failures from other addresses never stop the owner, they
 * only make every attempt on the account wait a little longer (capped), so a guesser spread over many
 * addresses stays slow while the owner still gets in. Failures of one address on any account stop the
 * address.
 */
const MINUTE_MS = 60_000;

/** Failed logins of one account (phone or operator username) from one client address. */
export const LOGIN_PAIR_FAILURE_LIMIT = { max: 5, timeWindow: 15 * MINUTE_MS } as const;
/** Failed logins from one client address, whatever the account (a carrier's NAT is shared: successes never count). */
export const LOGIN_IP_FAILURE_LIMIT = { max: 20, timeWindow: 5 * MINUTE_MS } as const;
/**
 * Failed logins of one account from every address: past `after`, each attempt on the account waits
 * before its password is checked, `firstDelayMs` doubling per further failure up to `maxDelayMs`.
 */
export const LOGIN_ACCOUNT_SLOWDOWN = {
  after: 5,
  timeWindow: 15 * MINUTE_MS,
  firstDelayMs: 250,
  maxDelayMs: 3_000,
} as const;
/** Wrong old passwords when a signed-in member changes their password, per member and session. */
export const OLD_PASSWORD_FAILURE_LIMIT = { max: 5, timeWindow: 15 * MINUTE_MS } as const;
/** Wrong old passwords of one member from all their sessions slow the call down as failed logins do. */
export const OLD_PASSWORD_SLOWDOWN = LOGIN_ACCOUNT_SLOWDOWN;

/** How long an attempt waits after `failures` failures of its account in the window. */
export function slowdownMs(failures: number, slowdown: SlowdownLimit = LOGIN_ACCOUNT_SLOWDOWN): number {
  if (failures < slowdown.after) return 0;
  return Math.min(slowdown.maxDelayMs, slowdown.firstDelayMs * 2 ** (failures - slowdown.after));
}

/** The wait itself; tests replace it so they do not sleep. */
export const slowdownTimer = {
  wait: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/** The same phone written with spaces, dashes or a leading +66 counts as one account. */
export function normaliseTel(tel: string): string {
  const digits = tel.replace(/\D/g, '');
  return digits.startsWith('66') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}

interface WindowLimit {
  max: number;
  timeWindow: number;
}
type SlowdownLimit = typeof LOGIN_ACCOUNT_SLOWDOWN;

export interface FailureThrottleOptions {
  /** Key prefix of the counters (`member-login`). */
  name: string;
  /** The account tried: a normalised phone, an operator username, a member id. */
  account: (request: FastifyRequest) => string;
  /** Where the attempt comes from: the client address by default. */
  source?: (request: FastifyRequest) => string;
  pair: WindowLimit;
  slowdown: SlowdownLimit;
  /** Failures of one source on any account (login only). */
  perSource?: WindowLimit;
}

export interface FailureThrottle {
  /**
   * Before the password is checked: throws 429 (with Retry-After) when the source or the
   * (account, source) pair has used up its failures, else waits as long as the account's failures say.
   */
  check(request: FastifyRequest, reply: { header(name: string, value: number): unknown }): Promise<void>;
  recordFailure(request: FastifyRequest): Promise<void>;
}

/** Large enough never to be reached: the account counter only measures, it never refuses. */
const MEASURE_ONLY = 1_000_000;

/**
 * Failure counters on @fastify/rate-limit's store (local memory, or Redis when configured, so every
 * process counts the same failures): peek before verifying, count only failures.
 */
export function createFailureThrottle(api: FastifyInstance, options: FailureThrottleOptions): FailureThrottle {
  const source = options.source ?? ((request: FastifyRequest) => addressKey(request.ip));
  const limiter = (limit: WindowLimit, key: (request: FastifyRequest) => string) =>
    api.createRateLimit({ ...limit, keyGenerator: key });
  const refusing = [
    ...(options.perSource ? [limiter(options.perSource, (r) => `${options.name}-source:${source(r)}`)] : []),
    limiter(options.pair, (r) => `${options.name}-pair:${options.account(r)}@${source(r)}`),
  ];
  const account = limiter(
    { max: MEASURE_ONLY, timeWindow: options.slowdown.timeWindow },
    (r) => `${options.name}-account:${options.account(r)}`,
  );

  return {
    async check(request, reply) {
      const [accountStatus, ...statuses] = await Promise.all([
        account(request, { increment: false }),
        ...refusing.map((limit) => limit(request, { increment: false })),
      ]);
      const waitSeconds = statuses.map((status) =>
        !status.isAllowed && status.remaining <= 0 ? Math.max(1, status.ttlInSeconds) : 0,
      );
      if (waitSeconds.some((seconds) => seconds > 0)) {
        reply.header('Retry-After', Math.max(...waitSeconds));
        throw tooManyRequests();
      }
      if (accountStatus && !accountStatus.isAllowed) {
        const delay = slowdownMs(MEASURE_ONLY - accountStatus.remaining, options.slowdown);
        if (delay > 0) await slowdownTimer.wait(delay);
      }
    },
    async recordFailure(request) {
      await Promise.all([account, ...refusing].map((limit) => limit(request)));
    },
  };
}

/** The throttle of a login route: per (account, address), per address, and the account's slowdown. */
export function createLoginThrottle(api: FastifyInstance, name: string, account: (request: FastifyRequest) => string) {
  return createFailureThrottle(api, {
    name,
    account,
    pair: LOGIN_PAIR_FAILURE_LIMIT,
    perSource: LOGIN_IP_FAILURE_LIMIT,
    slowdown: LOGIN_ACCOUNT_SLOWDOWN,
  });
}
