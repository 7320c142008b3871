import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../lib/app-error';

/**
 * Login throttles (decision 0013). Per IP counts every attempt on the login route; per account
 * counts failed attempts only, so a member who types the right password is never held up by
 * someone else's success, and a guesser is stopped after a few tries whatever IPs they use.
 * Changing the password counts wrong old passwords per member the same way.
 */
export const LOGIN_IP_LIMIT = { max: 20, timeWindow: 5 * 60_000 } as const;
export const LOGIN_FAILURE_LIMIT = { max: 5, timeWindow: 15 * 60_000 } as const;
/** Wrong old passwords when a signed-in member changes their password, per member. */
export const OLD_PASSWORD_FAILURE_LIMIT = { max: 5, timeWindow: 15 * 60_000 } as const;

/** Route option for the per-IP limit (replaces the global /api limit on that route). */
export const loginIpRateLimit = { rateLimit: { ...LOGIN_IP_LIMIT } };

/** The same phone written with spaces, dashes or a leading +66 counts as one account. */
export function normaliseTel(tel: string): string {
  const digits = tel.replace(/\D/g, '');
  return digits.startsWith('66') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}

export interface FailureLimiter {
  /** Throws 429 (with Retry-After) when the account has used up its failed attempts. */
  check(request: FastifyRequest, reply: { header(name: string, value: number): unknown }): Promise<void>;
  recordFailure(request: FastifyRequest): Promise<void>;
}

/**
 * A failed-attempt counter on @fastify/rate-limit's store (local memory, or Redis when configured):
 * peek before verifying, count only failures.
 */
export function createFailureLimiter(
  api: FastifyInstance,
  name: string,
  accountKey: (request: FastifyRequest) => string,
  limit: { max: number; timeWindow: number } = LOGIN_FAILURE_LIMIT,
): FailureLimiter {
  const limiter = api.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${name}:${accountKey(request)}`,
  });
  return {
    async check(request, reply) {
      const status = await limiter(request, { increment: false });
      if (!status.isAllowed && status.remaining <= 0) {
        reply.header('Retry-After', Math.max(1, status.ttlInSeconds));
        throw tooManyRequests();
      }
    },
    async recordFailure(request) {
      await limiter(request);
    },
  };
}
