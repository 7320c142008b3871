import {
  PLAY_SIGNATURE_HEADER,
  PLAY_TIMESTAMP_TOLERANCE_MS,
  PLAY_TEXTS,
  type PlayOperation,
  playProviderParamsSchema,
  playRequestSchemas,
  type PlayWalletAnswer,
  SANDBOX_PROVIDER_CODE,
  satangToBaht,
  SERVER_MESSAGES,
} from '@member/shared';
import { answers, playWalletAnswerSchema } from '@member/shared/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound, unauthorized } from '../../lib/app-error';
import { keepRawJsonBodies } from '../../plugins/errors';
import * as q from './queries';
import { signatureMatches, timestampFresh } from './signature';
import * as wallet from './wallet';

/**
 * The wallet API game providers call (decision 0100): `POST /games/{provider}/{operation}`, server
 * to server. The HMAC is over the raw bytes, so this scope keeps the JSON body as a string; the
 * handler checks, in this order: the provider (unknown or inactive: 404), the signature (401), the
 * JSON (400), the body's fields (400), the timestamp (±5 minutes, 401). Not rate-limited per IP: a
 * provider is one address sending every player's calls, and every call is signed.
 */
export async function playProviderRoutes(app: FastifyInstance) {
  const { db } = app;
  await app.register(async (scope) => {
    keepRawJsonBodies(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/games/:provider/:operation',
      {
        config: { rateLimit: false },
        schema: {
          summary: 'Game provider wallet operation',
          tags: ['play'],
          security: [{ signature: [] }],
          description:
            'The seamless wallet for game providers. `X-Signature` is the lowercase hex HMAC-SHA256 of the raw ' +
            'body with the provider secret; the body carries `timestamp` (ms since the epoch, ±5 minutes). ' +
            'Refusals: INSUFFICIENT_FUNDS 402, UNKNOWN_MEMBER 404, UNKNOWN_ROUND 404, BET_REFUNDED 409, ' +
            'EXISTS_WITH_DIFFERENT_KIND / _MEMBER / _ROUND / _AMOUNT 409 (a transaction id reused for another ' +
            'operation; an exact repeat answers as the first call did), ' +
            'TOKEN_INVALID 401, UNAUTHORIZED 401 (signature, timestamp), NOT_FOUND 404 (provider), BAD_REQUEST 400.',
          params: playProviderParamsSchema,
          headers: z.object({ [PLAY_SIGNATURE_HEADER]: z.string().max(256).optional() }),
          body: z.string().meta({ description: 'The operation body as JSON (signed as sent)' }),
          response: answers(playWalletAnswerSchema, 401, 402, 409),
        },
      },
      async (request) => {
        const { provider: code, operation } = request.params;
        const provider = await q.findProvider(db, code);
        if (!provider?.active) throw notFound();
        const secret = provider.secret ?? (code === SANDBOX_PROVIDER_CODE ? app.secrets.gameSandbox : null);
        if (!secret || !signatureMatches(secret, request.body, request.headers[PLAY_SIGNATURE_HEADER])) {
          throw unauthorized(SERVER_MESSAGES.invalidSignature);
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(request.body);
        } catch {
          throw badRequest(SERVER_MESSAGES.malformedJson);
        }
        const nowMs = app.clock.now();
        const context = { db, provider: code, nowMs };
        const data = await run(operation, parsed);
        return { data };

        async function run(op: PlayOperation, raw: unknown): Promise<PlayWalletAnswer> {
          const fresh = <B extends { timestamp: number }>(body: B): B => {
            if (!timestampFresh(body.timestamp, nowMs, PLAY_TIMESTAMP_TOLERANCE_MS)) {
              throw unauthorized(PLAY_TEXTS.staleTimestamp);
            }
            return body;
          };
          const balance = (satang: number) => ({ balance: satangToBaht(satang) });
          switch (op) {
            case 'authenticate': {
              const body = fresh(app.parseWith(playRequestSchemas.authenticate, raw));
              const result = await wallet.authenticate(context, body);
              return { member: result.member, balance: satangToBaht(result.balanceSatang), currency: 'THB' };
            }
            case 'balance':
              return balance(await wallet.balance(context, fresh(app.parseWith(playRequestSchemas.balance, raw))));
            case 'bet':
              return balance(await wallet.bet(context, fresh(app.parseWith(playRequestSchemas.bet, raw))));
            case 'win':
              return balance(await wallet.win(context, fresh(app.parseWith(playRequestSchemas.win, raw))));
            case 'refund':
              return balance(await wallet.refund(context, fresh(app.parseWith(playRequestSchemas.refund, raw))));
            case 'end-round':
              return balance(
                await wallet.endRound(context, fresh(app.parseWith(playRequestSchemas['end-round'], raw))),
              );
          }
        }
      },
    );
  });
}
