import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN, registerPayloadSchema, SERVER_MESSAGES } from '@member/shared';
import { createdAnswers, registeredSchema } from '@member/shared/responses';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FOREIGN_KEY_VIOLATION, isPostgresError, UNIQUE_VIOLATION } from '../../../../db/database';
import { badRequest, conflict } from '../../../../lib/app-error';
import * as members from '../../queries/registration';
import { createRegisterThrottle } from '../../register-limits';
import { tags } from './options';

/** Which message a unique violation of `members` means, by constraint name (see migration 0001). */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  members_tel_unique: SERVER_MESSAGES.telTaken,
  members_bank_account_unique: SERVER_MESSAGES.bankAccountTaken,
};

/** A member's registration, with what other modules keep of it (their `registered` hooks). */
export async function registrationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, passwords } = api;
  const throttle = createRegisterThrottle(api);

  api.post(
    '/member/register',
    {
      schema: {
        summary: 'Register a member',
        tags,
        body: registerPayloadSchema,
        response: createdAnswers(registeredSchema, 409),
      },
    },
    async (request, reply) => {
      const payload = request.body;
      if (!(await members.isRegisterableBank(db, payload.bank_name))) throw badRequest(SERVER_MESSAGES.unknownBank);
      const member: members.NewMember = {
        tel: payload.tel,
        passwordHash: '',
        firstName: payload.first_name,
        lastName: payload.last_name,
        bankCode: payload.bank_name,
        bankNumber: payload.bank_number,
        lineId: payload.line_id ?? null,
        knowUs: payload.know_us ?? null,
        bonus: payload.bonus,
        prefix: payload.prefix ?? null,
      };
      // Answer a plain duplicate before spending a hash on it; the constraints settle races. How often an
      // address, a phone and a masked phone may be answered is bounded (register-limits.ts).
      await throttle.check(request, member.tel, reply);
      const taken = await members.findTakenField(db, member);
      await throttle.record(request, member.tel, taken === 'tel' ? 'tel_taken' : taken ? 'bank_taken' : 'registered');
      if (taken) throw conflict(taken === 'tel' ? SERVER_MESSAGES.telTaken : SERVER_MESSAGES.bankAccountTaken);
      member.passwordHash = await passwords.hash(payload.password);
      let outcome;
      try {
        // The member's row and what other modules keep of a registration (their hooks) in one transaction.
        outcome = await db.transaction(async (tx) => {
          const memberId = await members.insertMember(tx, member);
          return app.memberHooks.fire('registered', tx, {
            memberId,
            firstName: member.firstName,
            lastName: member.lastName,
            prefix: member.prefix,
            deviceId: deviceIdOf(request),
            ip: request.ip,
          });
        });
      } catch (error) {
        throw registerConflict(error);
      }
      // `referred`: whether the code the member came with attached a referrer (decision 0018), so the
      // site can say when a well-formed code is nobody's; without the affiliate programme, never.
      return reply.status(201).send({ data: { tel: member.tel, referred: outcome.referred ?? false } });
    },
  );
}

/** The device id the member app sends (`x-device-id`), or null when absent or not of its pattern. */
function deviceIdOf(request: FastifyRequest): string | null {
  const value = request.headers[DEVICE_ID_HEADER];
  return typeof value === 'string' && DEVICE_ID_PATTERN.test(value) ? value : null;
}

/** A constraint violation of a racing registration, as the answer the member would have got first. */
function registerConflict(error: unknown): unknown {
  if (isPostgresError(error, UNIQUE_VIOLATION)) {
    return conflict((error.constraint && CONSTRAINT_MESSAGES[error.constraint]) || SERVER_MESSAGES.telTaken);
  }
  if (isPostgresError(error, FOREIGN_KEY_VIOLATION)) return badRequest(SERVER_MESSAGES.unknownBank);
  return error;
}
