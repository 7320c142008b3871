import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SANDBOX_PROVIDER_CODE, SANDBOX_SLOT, type SandboxSlotErrorCode } from '@member/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionAnswers, sessionBodySchema, spinAnswers, spinBodySchema } from './schemas';
import { SessionStore } from './sessions';
import { BETS, DOCUMENTED_RTP, REEL_STRIP, paytable, payout, spin, type RandomInt } from './slot';
import { pinnedFetch } from '../../lib/pinned-fetch';
import { serverSourcePath } from '../../lib/server-dir';
import { createWalletClient, type WalletAnswer, type WalletClient, WalletUnavailableError } from './wallet-client';

const moduleDir = serverSourcePath('modules', 'game-sandbox');
const STATIC_DIR = path.join(moduleDir, 'static');
const PAGE_TEMPLATE = path.join(moduleDir, 'play.html');

export const SLOT_GAME_CODE = 'slot';

export interface GameSandboxOptions {
  /** The provider's signing secret (`config.gameSandboxSecret`). */
  secret: string;
  /** The wallet's base URL (GAME_WALLET_URL); null = this server's own listening address. */
  walletUrl: string | null;
  /** Tests: a wallet client of their own, the spin's random source, no retry timer. */
  wallet?: WalletClient;
  random?: RandomInt;
  settleEveryMs?: number;
}

/** This server's address once it listens (https when it speaks TLS): the wallet of a single-process install. */
export function ownAddress(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new WalletUnavailableError('the server is not listening yet');
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return `${app.config.tls ? 'https' : 'http'}://${host}:${address.port}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page, made once: the labels written in, the texts for its script as a JSON data block (not a script). */
export function renderPage(): string {
  const template = readFileSync(PAGE_TEMPLATE, 'utf8');
  const json = JSON.stringify(SANDBOX_SLOT).replace(/</g, '\\u003c');
  return template.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => {
    if (key === 'texts') return json;
    const text = (SANDBOX_SLOT as unknown as Record<string, unknown>)[key];
    if (typeof text !== 'string') throw new Error(`play.html names an unknown text: ${key}`);
    return escapeHtml(text);
  });
}

const WALLET_STATUS: Partial<Record<string, number>> = {
  INSUFFICIENT_FUNDS: 402,
  TOKEN_INVALID: 401,
  UNKNOWN_MEMBER: 404,
};

function refuse(reply: FastifyReply, status: number, code: SandboxSlotErrorCode) {
  return reply.status(status).send({ error: { code, message: SANDBOX_SLOT.errors[code] } });
}

/** A refusal of the wallet, as the page is told it (its own Thai text for the codes it knows). */
function refuseAs(reply: FastifyReply, answer: Extract<WalletAnswer<unknown>, { ok: false }>) {
  const code = (answer.code in SANDBOX_SLOT.errors ? answer.code : 'UNKNOWN') as SandboxSlotErrorCode;
  // The page learns the refusal; a 5xx of ours only means "our wallet said no for a reason we do not expect".
  return refuse(reply, WALLET_STATUS[code] ?? (answer.status === 401 ? 401 : 409), code);
}

interface Settlement {
  member: string;
  round_id: string;
  transaction_id: string;
  amount: number;
  won: boolean;
}

/**
 * The sandbox game provider (decision 0105), mounted at `/games/sandbox`: the slot page, its files,
 * and the page's own backend, which talks to the wallet only over signed HTTP (`wallet-client.ts`).
 */
export async function gameSandboxService(app: FastifyInstance, options: GameSandboxOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const wallet =
    options.wallet ??
    createWalletClient({
      baseUrl: () => options.walletUrl ?? ownAddress(app),
      provider: SANDBOX_PROVIDER_CODE,
      secret: options.secret,
      // Its own HTTPS address is reached by 127.0.0.1, not by the certificate's name: pin the certificate.
      fetch: options.walletUrl === null && app.config.tls ? pinnedFetch(app.config.tls.cert) : undefined,
    });
  const sessions = new SessionStore();
  const page = renderPage();
  app.knownMessages.add(SANDBOX_SLOT.errors);

  // Wins and round ends the wallet did not answer: sent again, with their transaction id, until it does.
  const pending: Settlement[] = [];
  async function settle(item: Settlement): Promise<WalletAnswer<{ balance: number }>> {
    if (!item.won) {
      const won = await wallet.win(item);
      if (!won.ok) return won;
      item.won = true;
    }
    const ended = await wallet.endRound({ member: item.member, round_id: item.round_id });
    return ended;
  }
  async function settlePending(member?: string) {
    for (const item of [...pending]) {
      if (member !== undefined && item.member !== member) continue;
      try {
        await settle(item);
        pending.splice(pending.indexOf(item), 1);
      } catch (error) {
        if (!(error instanceof WalletUnavailableError)) throw error;
      }
    }
  }
  const timer = setInterval(() => {
    settlePending().catch((error: unknown) => app.log.error({ err: error }, 'sandbox settlement failed'));
  }, options.settleEveryMs ?? 10_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  await app.register(fastifyStatic, {
    root: STATIC_DIR,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', 'no-cache'),
  });

  api.get(
    '/play',
    {
      schema: {
        hide: true,
        querystring: z.object({ token: z.string().max(512).optional(), game: z.string().max(64).optional() }),
      },
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page),
  );

  api.post(
    '/api/session',
    { schema: { hide: true, body: sessionBodySchema, response: sessionAnswers } },
    async (request, reply) => {
      let answer;
      try {
        answer = await wallet.authenticate(request.body.token);
      } catch (error) {
        if (error instanceof WalletUnavailableError) return refuse(reply, 503, 'WALLET_UNAVAILABLE');
        throw error;
      }
      if (!answer.ok)
        return refuseAs(reply, answer.code === 'NOT_FOUND' ? { ...answer, code: 'TOKEN_INVALID' } : answer);
      const { member, balance, currency } = answer.data;
      return {
        data: {
          session: sessions.create(member),
          member,
          balance,
          currency,
          bets: [...BETS],
          strip: [...REEL_STRIP],
          paytable: paytable(),
          rtp: DOCUMENTED_RTP,
        },
      };
    },
  );

  api.post(
    '/api/spin',
    { schema: { hide: true, body: spinBodySchema, response: spinAnswers } },
    async (request, reply) => {
      const session = sessions.get(request.body.session);
      if (!session) return refuse(reply, 401, 'SESSION_INVALID');
      if (session.busy) return refuse(reply, 409, 'BUSY');
      session.busy = true;
      try {
        const { member } = session;
        const { bet } = request.body;
        await settlePending(member);
        // The outcome is drawn here, before any money moves; nothing the page sends but the bet counts.
        const outcome = spin(options.random);
        const roundId = randomUUID();
        const betTransaction = randomUUID();
        let staked;
        try {
          staked = await wallet.bet({
            member,
            round_id: roundId,
            transaction_id: betTransaction,
            amount: bet,
            game: SLOT_GAME_CODE,
          });
        } catch (error) {
          if (!(error instanceof WalletUnavailableError)) throw error;
          // Whether the bet landed is unknown: refund it (a refund of a bet that never arrived is kept,
          // so the late bet is refused). If even that gets no answer, the settlement timer does not
          // help; the wallet's operator sees an open round.
          await wallet.refund({ member, transaction_id: betTransaction }).catch(() => {});
          return refuse(reply, 503, 'WALLET_UNAVAILABLE');
        }
        if (!staked.ok) return refuseAs(reply, staked);

        const amount = payout(bet, outcome);
        const item: Settlement = { member, round_id: roundId, transaction_id: randomUUID(), amount, won: false };
        let settled;
        try {
          settled = await settle(item);
        } catch (error) {
          if (!(error instanceof WalletUnavailableError)) throw error;
          pending.push(item);
          return refuse(reply, 503, 'WALLET_UNAVAILABLE');
        }
        if (!settled.ok) return refuseAs(reply, settled);
        return {
          data: {
            round_id: roundId,
            bet,
            stops: outcome.stops,
            window: outcome.window,
            line: outcome.line,
            multiplier: outcome.multiplier,
            win: outcome.win,
            amount,
            balance: settled.data.balance,
          },
        };
      } finally {
        session.busy = false;
      }
    },
  );
}
