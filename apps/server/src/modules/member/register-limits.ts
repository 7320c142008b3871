import { maskPhone } from '@member/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey } from '../../lib/address';
import { tooManyRequests } from '../../lib/app-error';

/**
 * How fast registration may tell whether a phone or bank account is registered (decision 0013). A member
 * who is already registered still gets the clear 409; a prober gets few answers:
 * - per address, answers "already registered" (phone or bank account): a prober of one address learns
 *   little; members behind one carrier address are not stopped by each other's registrations, which succeed;
 * - per phone, answers "already registered": one number cannot be asked about from many addresses;
 * - per masked phone (the rankings' `098****721`: first and last three digits), every registration that
 *   reaches the check, taken or made: completing a masked number means trying up to 10,000 of them, and
 *   this bucket lets a day try a few. It is checked before the answer, so a 429 says nothing about the
 *   number; the price is that a new member whose number shares a probed mask waits (`Retry-After`).
 */
const HOUR_MS = 60 * 60_000;
export const REGISTER_TAKEN_PER_ADDRESS = { max: 10, timeWindow: HOUR_MS } as const;
export const REGISTER_TAKEN_PER_PHONE = { max: 5, timeWindow: HOUR_MS } as const;
export const REGISTER_CHECKS_PER_MASK = { max: 20, timeWindow: 24 * HOUR_MS } as const;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export interface RegisterThrottle {
  /** Before the check: 429 with Retry-After when any of the request's buckets is used up. */
  check(request: FastifyRequest, tel: string, reply: { header(name: string, value: number): unknown }): Promise<void>;
  /** After the check: counts what the answer told (`taken` phone or bank account, or a new member). */
  record(request: FastifyRequest, tel: string, answer: 'tel_taken' | 'bank_taken' | 'registered'): Promise<void>;
}

export function createRegisterThrottle(api: FastifyInstance): RegisterThrottle {
  // The phone rides on the request for the key generators: rate-limit keys are made from the request.
  const phones = new WeakMap<FastifyRequest, string>();
  const telOf = (request: FastifyRequest) => phones.get(request) ?? '';
  const address: Limiter = api.createRateLimit({
    ...REGISTER_TAKEN_PER_ADDRESS,
    keyGenerator: (r) => `member-register-taken-source:${addressKey(r.ip)}`,
  });
  const phone: Limiter = api.createRateLimit({
    ...REGISTER_TAKEN_PER_PHONE,
    keyGenerator: (r) => `member-register-taken-tel:${telOf(r)}`,
  });
  const mask: Limiter = api.createRateLimit({
    ...REGISTER_CHECKS_PER_MASK,
    keyGenerator: (r) => `member-register-mask:${maskPhone(telOf(r))}`,
  });
  return {
    async check(request, tel, reply) {
      phones.set(request, tel);
      const statuses = await Promise.all([address, phone, mask].map((limit) => limit(request, { increment: false })));
      const waitSeconds = statuses.map((status) =>
        !status.isAllowed && status.remaining <= 0 ? Math.max(1, status.ttlInSeconds) : 0,
      );
      if (waitSeconds.some((seconds) => seconds > 0)) {
        reply.header('Retry-After', Math.max(...waitSeconds));
        throw tooManyRequests();
      }
    },
    async record(request, tel, answer) {
      phones.set(request, tel);
      const counted =
        answer === 'registered' ? [mask] : answer === 'tel_taken' ? [address, phone, mask] : [address, mask];
      await Promise.all(counted.map((limit) => limit(request)));
    },
  };
}
