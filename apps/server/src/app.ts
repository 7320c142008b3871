import type { Http2SecureServer } from 'node:http2';
import Fastify, { type FastifyHttp2SecureOptions, type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, fastifyTrustProxy } from './config';
import type { Database } from './db/database';
import { notFound } from './lib/app-error';
import { type Clock, systemClock } from './lib/clock';
import type { HashingParams } from './lib/passwords';
import { REQUEST_ID_HEADER, requestIdOf, traceparentOf } from './lib/request-ids';
import type { SmsSender } from './lib/sms';
import type { FileStorage } from './lib/storage';
import audit from './plugins/audit';
import auth from './plugins/auth';
import compression from './plugins/compression';
import configPlugin from './plugins/config';
import database from './plugins/database';
import errors, { BODY_LIMIT_BYTES, clientErrorHandler, frameworkErrors } from './plugins/errors';
import idempotency from './plugins/idempotency';
import jobs, { type JobsOptions } from './plugins/jobs';
import lifecycle from './plugins/lifecycle';
import metrics from './plugins/metrics';
import realtime from './plugins/realtime';
import retention from './plugins/retention';
import schemas from './plugins/schemas';
import secrets from './plugins/secrets';
import { registerSecurityHeaders } from './plugins/security-headers';
import sms from './plugins/sms';
import storage from './plugins/storage';
import { isEmpty, type SeedReport, seed } from './seed';
import { createMemberHooks } from './modules/member/hooks';
import { keptProfiles } from './modules/member/kept-profiles';
import { registerPayouts } from './modules/money/payouts';
import { createMoneyHooks } from './modules/money/hooks';
import { registerMoneyMetrics } from './modules/money/metrics';
import { mountServices } from './services';

export interface BuildOptions {
  /** A database made by the caller (tests); the caller closes it. Default: the one the config names. */
  database?: Database;
  /** argon2 cost; tests pass cheap parameters. */
  hashing?: HashingParams;
  /** Seed when the database is empty. Default: only for the embedded database. */
  seedWhenEmpty?: boolean;
  /** That seed adds the site content demo (banners, news, promotion art; decision 0027). Default: true. */
  seedDemoContent?: boolean;
  /** Fastify logger; default: pino at the configured level. */
  logger?: boolean;
  /** Where uploads go; default: the UPLOAD_DIR folder (lib/storage.ts). */
  storage?: FileStorage;
  /** How SMS leave; default: the outbox table (lib/sms.ts). */
  sms?: SmsSender;
  /** Prefix of the rate-limit keys in Redis (with REDIS_URL); tests give each run its own. */
  rateLimitKeyPrefix?: string;
  /** The sandbox games' dice and reels (tests); default `crypto.randomInt`. */
  gameSandboxRandom?: (max: number) => number;
  /** Prefix of the realtime channels in Redis (with REDIS_URL); tests give each run its own. */
  realtimeKeyPrefix?: string;
  /** What time it is for the rules (promotion periods); tests pass one they can move. */
  clock?: Clock;
  /** Check every answer against its route's response schema (tests). */
  checkResponses?: boolean;
  /** How long a request's body may take to arrive (tests shorten it). */
  bodyTimeoutMs?: number;
  /** The scheduled jobs' queue (plugins/jobs.ts): its settings, or false for none (tests run jobs themselves). */
  jobs?: JobsOptions['queue'];
}

export interface StartupInfo {
  databaseKind: Database['kind'];
  migrationsApplied: string[];
  /** Set when this start seeded the (empty) database. */
  seedReport: SeedReport | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    startup: StartupInfo;
  }
}

/**
 * Fastify for the config: plain HTTP/1.1 (behind a proxy that does TLS), or with a certificate HTTPS
 * that speaks HTTP/2 to browsers and HTTP/1.1 to the rest (decision 0083). Both carry the same app;
 * Fastify's request and reply work alike over either.
 */
function createFastify(config: Config, options: BuildOptions): FastifyInstance {
  const common = {
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Keep an answer's status and body independent of a trailing slash or a duplicate slash.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    frameworkErrors,
    clientErrorHandler,
    requestIdHeader: false as const,
    genReqId: requestIdOf,
  };
  if (!config.tls) return Fastify(common);
  // The error handlers and the rest of the code are typed for an HTTP/1.1 server; nothing they use is
  // missing from HTTP/2's compatibility layer.
  const secure = { ...common, http2: true, https: { allowHTTP1: true, ...config.tls } } as const;
  return Fastify(secure as unknown as FastifyHttp2SecureOptions<Http2SecureServer>) as unknown as FastifyInstance;
}

/**
 * Builds the server from a config (main.ts starts it; tests build it too): the cross-cutting
 * plugins first, then each service the config names, under its prefix.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = createFastify(config, options).withTypeProvider<ZodTypeProvider>();

  // Every answer names its request id, so a member's report or a proxy's log leads to our log lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // Every log line of a request carries its trace context when the caller sent one.
  app.setChildLoggerFactory((logger, bindings, options, request) => {
    const traceparent = traceparentOf(request);
    return logger.child(traceparent ? { ...bindings, traceparent } : bindings, options);
  });

  try {
    await app.register(configPlugin, { config });
    app.decorate('clock', options.clock ?? systemClock());
    await app.register(errors, { bodyTimeoutMs: options.bodyTimeoutMs });
    await app.register(compression);
    await app.register(schemas, { checkResponses: options.checkResponses });
    await app.register(database, { database: options.database });
    await app.register(secrets);
    await app.register(metrics);
    await app.register(lifecycle);
    await app.register(retention);
    await app.register(jobs, { queue: options.jobs });
    await app.register(auth, { hashing: options.hashing });
    await app.register(idempotency);
    await app.register(audit);
    // Sockets are accepted where the chat service runs; every process can publish (decision 0131).
    await app.register(realtime, { serve: config.services.includes('chat'), keyPrefix: options.realtimeKeyPrefix });
    await app.register(storage, { storage: options.storage });
    await app.register(sms, { sms: options.sms });
    await registerSecurityHeaders(app);
    await app.after();

    const seedWhenEmpty = options.seedWhenEmpty ?? app.db.kind === 'pglite';
    const seedReport =
      seedWhenEmpty && (await isEmpty(app.db))
        ? await seed(app.db, {
            hasher: app.passwords,
            dataDir: config.dataDir,
            operatorPassword: config.seedOperatorPassword,
            storage: (options.seedDemoContent ?? true) ? app.storage : null,
          })
        : null;
    app.decorate('startup', { databaseKind: app.db.kind, migrationsApplied: app.migrationsApplied, seedReport });

    // Money events (deposit approved, withdrawal decided) reach any module of any service that
    // registers a hook: one registry per app, run inside money's transaction.
    app.decorate('moneyHooks', createMoneyHooks());
    // The payout provider of this mode (decision 0175), one per app like the hooks its settlements fire.
    registerPayouts(app);
    // Member events (a registration) reach the modules that register a hook, the same way.
    app.decorate('memberHooks', createMemberHooks());
    // Members' profiles kept per process, forgotten everywhere by whichever module changes one.
    app.decorate('memberProfiles', keptProfiles(app.realtime));
    // The money queues on /metrics of every process, whatever its services (a database-wide figure).
    registerMoneyMetrics(app);
    await mountServices(app, config.services, {
      rateLimitKeyPrefix: options.rateLimitKeyPrefix,
      gameSandboxRandom: options.gameSandboxRandom,
    });
    if (!config.services.includes('web')) {
      app.setNotFoundHandler(async () => {
        throw notFound();
      });
    }
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
