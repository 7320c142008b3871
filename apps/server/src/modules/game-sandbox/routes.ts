import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SANDBOX_PROVIDER_CODE, type SandboxErrorCode } from '@member/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_GAME, GAMES, gameByCode } from './games';
import { payout, type RandomInt, type SandboxGame, type SandboxGameTexts } from './games/types';
import { playBodySchema, roundAnswers, sessionAnswers, sessionBodySchema } from './schemas';
import { createSession, holdSession, releaseSession } from './sessions';
import { addPending, claimPending, markWon, releasePending, removePending, type Settlement } from './settlements';
import { pinnedFetch } from '../../lib/pinned-fetch';
import { serverSourcePath } from '../../lib/server-dir';
import { createWalletClient, type WalletAnswer, type WalletClient, WalletUnavailableError } from './wallet-client';

const moduleDir = serverSourcePath('modules', 'game-sandbox');
const STATIC_DIR = path.join(moduleDir, 'static');

export interface GameSandboxOptions {
  /** The provider's signing secret (`config.gameSandboxSecret`). */
  secret: string;
  /** The wallet's base URL (GAME_WALLET_URL); null = this server's own listening address. */
  walletUrl: string | null;
  /** Tests: a wallet client of their own, the rounds' random source. */
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

/**
 * A game's page, made once: the labels written in, the texts for its script as a JSON data block (not
 * a script).
 */
export function renderPage(game: SandboxGame<object> = DEFAULT_GAME): string {
  const { template, texts } = game.page;
  const html = readFileSync(path.join(moduleDir, template), 'utf8');
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  return html.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => {
    if (key === 'texts') return json;
    const text = (texts as unknown as Record<string, unknown>)[key];
    if (typeof text !== 'string') throw new Error(`${template} names an unknown text: ${key}`);
    return escapeHtml(text);
  });
}

const WALLET_STATUS: Partial<Record<string, number>> = {
  INSUFFICIENT_FUNDS: 402,
  TOKEN_INVALID: 401,
  UNKNOWN_MEMBER: 404,
};

function refuse(reply: FastifyReply, texts: SandboxGameTexts, status: number, code: SandboxErrorCode) {
  return reply.status(status).send({ error: { code, message: texts.errors[code] } });
}

/** A refusal of the wallet, as the page is told it (its own Thai text for the codes it knows). */
function refuseAs(reply: FastifyReply, texts: SandboxGameTexts, answer: Extract<WalletAnswer<unknown>, { ok: false }>) {
  const code = (answer.code in texts.errors ? answer.code : 'UNKNOWN') as SandboxErrorCode;
  // The page learns the refusal; a 5xx of ours only means "our wallet said no for a reason we do not expect".
  return refuse(reply, texts, WALLET_STATUS[code] ?? (answer.status === 401 ? 401 : 409), code);
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
 * The sandbox game provider (decisions 0105, 0106), mounted at `/games/sandbox`: its games' pages, their
 * files, and the pages' own backend, which talks to the wallet only over signed HTTP (`wallet-client.ts`).
 * The games are `games/index.ts`; each plays at `POST /api/{action}` on a session made for it.
 */
export async function gameSandboxService(app: FastifyInstance, options: GameSandboxOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const wallet = options.wallet ?? createSandboxWallet(app, options.secret, options.walletUrl);
  const pages = new Map(GAMES.map((game) => [game.code, renderPage(game)]));
  for (const game of GAMES) app.knownMessages.add(game.page.texts.errors);
  // Expired sessions go an hour after their end.
  app.retention.keep({ table: 'game_sandbox_sessions', column: 'expires_at', keepMinutes: 60 });

  // Rounds whose wallet call got no answer are sent again by whichever process takes the job (and by
  // the member's next round, first).
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
    async (request, reply) => {
      // The launch names its game; without one it is the slot (the first game, decision 0105).
      const page = pages.get(request.query.game ?? DEFAULT_GAME.code);
      if (page === undefined) return reply.callNotFound();
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
    },
  );

  api.post(
    '/api/session',
    { schema: { hide: true, body: sessionBodySchema, response: sessionAnswers } },
    async (request, reply) => {
      const game = gameByCode(request.body.game ?? DEFAULT_GAME.code) ?? DEFAULT_GAME;
      const { texts } = game.page;
      let answer;
      try {
        answer = await wallet.authenticate(request.body.token);
      } catch (error) {
        if (error instanceof WalletUnavailableError) return refuse(reply, texts, 503, 'WALLET_UNAVAILABLE');
        throw error;
      }
      if (!answer.ok)
        return refuseAs(reply, texts, answer.code === 'NOT_FOUND' ? { ...answer, code: 'TOKEN_INVALID' } : answer);
      const { member, balance, currency } = answer.data;
      return {
        data: {
          game: game.code,
          session: await createSession(db, member, game.code),
          member,
          balance,
          currency,
          ...game.sessionData(),
        } as z.infer<(typeof sessionAnswers)[200]>['data'],
      };
    },
  );

  for (const game of GAMES) playRoute(game);

  /** `POST /api/{action}` of a game: one round on a session of that game. */
  function playRoute(game: SandboxGame<object>) {
    const { texts } = game.page;
    const answers = roundAnswers(game);
    api.post(
      `/api/${game.action}`,
      { schema: { hide: true, body: playBodySchema(game), response: answers } },
      async (request, reply) => {
        const session = await holdSession(db, request.body.session);
        if (session === 'invalid') return refuse(reply, texts, 401, 'SESSION_INVALID');
        if (session === 'busy') return refuse(reply, texts, 409, 'BUSY');
        try {
          // A session plays the game it was launched for, and no other.
          if (session.game !== game.code) return refuse(reply, texts, 409, 'WRONG_GAME');
          const { member } = session;
          const { session: _session, bet, ...choice } = request.body;
          await settlePendingRounds(app, { wallet, member });
          // The outcome is drawn here, before any money moves; nothing the page sends but its bet and
          // choice counts.
          const outcome = game.play(choice as never, options.random);
          const roundId = randomUUID();
          const betTransaction = randomUUID();
          let staked;
          try {
            staked = await wallet.bet({
              member,
              round_id: roundId,
              transaction_id: betTransaction,
              amount: bet,
              game: game.code,
            });
          } catch (error) {
            if (!(error instanceof WalletUnavailableError)) throw error;
            // Whether the bet landed is unknown: refund it (a refund of a bet that never arrived is kept,
            // so the late bet is refused). If even that gets no answer, the settlement timer does not
            // help; the wallet's operator sees an open round.
            await wallet.refund({ member, transaction_id: betTransaction }).catch(() => {});
            return refuse(reply, texts, 503, 'WALLET_UNAVAILABLE');
          }
          if (!staked.ok) return refuseAs(reply, texts, staked);

          const amount = payout(bet, outcome);
          const item: Settlement = { member, round_id: roundId, transaction_id: randomUUID(), amount, won: false };
          let settled;
          try {
            settled = await settle(wallet, item);
          } catch (error) {
            if (!(error instanceof WalletUnavailableError)) throw error;
            // Any process sends it again (settlePendingRounds), this member's next round first.
            await addPending(db, item);
            return refuse(reply, texts, 503, 'WALLET_UNAVAILABLE');
          }
          if (!settled.ok) return refuseAs(reply, texts, settled);
          return {
            data: { round_id: roundId, bet, ...outcome, amount, balance: settled.data.balance },
          } as z.infer<(typeof answers)[200]>;
        } finally {
          await releaseSession(db, request.body.session, session);
        }
      },
    );
  }
}
