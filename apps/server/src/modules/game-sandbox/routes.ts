import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SANDBOX_PROVIDER_CODE, SANDBOX_SLOT, type SandboxSlotErrorCode } from '@member/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionAnswers, sessionBodySchema, spinAnswers, spinBodySchema } from './schemas';
import { createSession, holdSession, releaseSession } from './sessions';
import { addPending, claimPending, markWon, releasePending, removePending, type Settlement } from './settlements';
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
  /** Tests: a wallet client of their own, the spin's random source. */
  wallet?: WalletClient;
  random?: RandomInt;
}

/** How often the rounds a wallet did not answer are sent again. */
const SETTLE_EVERY_MS = 30_000;

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

/**
 * The sandbox provider's wallet client as configured: signed with its secret (`app.secrets.gameSandbox`),
 * sent to GAME_WALLET_URL or, without it, to this server's own address.
 */
export function createSandboxWallet(
  app: FastifyInstance,
  secret = app.secrets.gameSandbox,
  walletUrl = app.config.gameWalletUrl,
): WalletClient {
  return createWalletClient({
    baseUrl: () => walletUrl ?? ownAddress(app),
    provider: SANDBOX_PROVIDER_CODE,
    secret,
    // Its own HTTPS address is reached by 127.0.0.1, not by the certificate's name: pin the certificate.
    fetch: walletUrl === null && app.config.tls ? pinnedFetch(app.config.tls.cert) : undefined,
  });
}

/** A round's win (unless it went through already) and its end; throws WalletUnavailableError without an answer. */
async function settle(
  wallet: WalletClient,
  item: Settlement,
  won: () => Promise<void> = async () => {},
): Promise<WalletAnswer<{ balance: number }>> {
  if (!item.won) {
    const answer = await wallet.win(item);
    if (!answer.ok) return answer;
    item.won = true;
    await won();
  }
  return wallet.endRound({ member: item.member, round_id: item.round_id });
}

/** How many pending rounds one call retries. */
const SETTLE_BATCH = 100;

/**
 * Sends again the wins and round ends the wallet did not answer (any process's, kept in the database),
 * each with its transaction id, so the wallet moves nothing twice; a round it answers, even with a
 * refusal, leaves the list. Safe to run on several processes at once (each takes rounds no other holds),
 * so it can be scheduled anywhere; `member` limits it to one member's rounds (before their next spin).
 */
export async function settlePendingRounds(
  app: FastifyInstance,
  options: { wallet?: WalletClient; member?: string } = {},
): Promise<{ settled: number; left: number }> {
  const { db } = app;
  const wallet = options.wallet ?? createSandboxWallet(app);
  const items = await claimPending(db, { member: options.member, limit: SETTLE_BATCH });
  let settled = 0;
  for (const item of items) {
    try {
      await settle(wallet, item, () => markWon(db, item.transaction_id));
    } catch (error) {
      await releasePending(db, item.transaction_id);
      if (!(error instanceof WalletUnavailableError)) throw error;
      continue;
    }
    await removePending(db, item.transaction_id);
    settled += 1;
  }
  return { settled, left: items.length - settled };
}

/**
 * The sandbox game provider (decision 0105), mounted at `/games/sandbox`: the slot page, its files,
 * and the page's own backend, which talks to the wallet only over signed HTTP (`wallet-client.ts`).
 */
export async function gameSandboxService(app: FastifyInstance, options: GameSandboxOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const wallet = options.wallet ?? createSandboxWallet(app, options.secret, options.walletUrl);
  const page = renderPage();
  app.knownMessages.add(SANDBOX_SLOT.errors);
  // Expired sessions go an hour after their end.
  app.retention.keep({ table: 'game_sandbox_sessions', column: 'expires_at', keepMinutes: 60 });

  // Rounds whose wallet call got no answer are sent again by whichever process takes the job (and by
  // the member's next spin, first).
  app.jobs.register({
    name: 'sandbox-settlement',
    everyMs: SETTLE_EVERY_MS,
    run: () => settlePendingRounds(app, { wallet }),
  });

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
          session: await createSession(db, member),
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
      const session = await holdSession(db, request.body.session);
      if (session === 'invalid') return refuse(reply, 401, 'SESSION_INVALID');
      if (session === 'busy') return refuse(reply, 409, 'BUSY');
      try {
        const { member } = session;
        const { bet } = request.body;
        await settlePendingRounds(app, { wallet, member });
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
          settled = await settle(wallet, item);
        } catch (error) {
          if (!(error instanceof WalletUnavailableError)) throw error;
          // Any process sends it again (settlePendingRounds), this member's next spin first.
          await addPending(db, item);
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
        await releaseSession(db, request.body.session, session);
      }
    },
  );
}
