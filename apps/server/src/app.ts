import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { isEmpty, type SeedReport, seed } from './db/seed';
import { createPasswordHasher, type HashingParams, type PasswordHasher } from './lib/passwords';
import { createOutboxSmsSender, type SmsSender } from './lib/sms';
import { createLocalStorage, type FileStorage, registerUploadServing } from './lib/storage';
import { registerMultipart } from './lib/uploads';
import { adminRoutes } from './modules/admin/routes';
import { contentRoutes } from './modules/content/routes';
import { healthRoutes } from './modules/health/routes';
import { memberRoutes } from './modules/member/routes';
import { scheduleRetentionSweep } from './modules/maintenance/retention';
import { scheduleExpirySweep } from './modules/money/expiry';
import { createGateways } from './modules/money/gateways';
import { createMoneyHooks } from './modules/money/hooks';
import { moneyRoutes } from './modules/money/routes';
import { registerPromotionMoneyHooks } from './modules/promotion/money-hooks';
import { promotionRoutes } from './modules/promotion/routes';
import { registerAuth } from './plugins/auth';
import { BODY_LIMIT_BYTES, registerBodyParsing, registerErrorHandler } from './plugins/errors';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';

export interface BuildOptions {
  /** A database made by the caller (tests); the caller closes it. Default: the one the config names. */
  database?: Database;
  /** argon2 cost; tests pass cheap parameters. */
  hashing?: HashingParams;
  /** Seed when the database is empty. Default: only for the embedded database. */
  seedWhenEmpty?: boolean;
  /** Fastify logger; default: pino at the configured level. */
  logger?: boolean;
  /** Where uploads go; default: a folder in DATA_DIR (lib/storage.ts). */
  storage?: FileStorage;
  /** How SMS leave; default: the outbox table (lib/sms.ts). */
  sms?: SmsSender;
  /** Prefix of the rate-limit keys in Redis (with REDIS_URL); tests give each run its own. */
  rateLimitKeyPrefix?: string;
}

export interface StartupInfo {
  databaseKind: Database['kind'];
  migrationsApplied: string[];
  /** Set when this start seeded the (empty) database. */
  seedReport: SeedReport | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    passwords: PasswordHasher;
    startup: StartupInfo;
  }
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Keep an answer's status and body independent of a trailing slash or a duplicate slash.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  });
  const db = options.database ?? (await openDatabase(config));
  if (!options.database) app.addHook('onClose', () => db.close());

  try {
    const migrationsApplied = await migrate(db);
    const seedWhenEmpty = options.seedWhenEmpty ?? db.kind === 'pglite';
    const passwords = createPasswordHasher(options.hashing);
    const seedReport =
      seedWhenEmpty && (await isEmpty(db))
        ? await seed(db, { hasher: passwords, dataDir: config.dataDir, operatorPassword: config.seedOperatorPassword })
        : null;

    app.decorate('config', config);
    app.decorate('db', db);
    app.decorate('passwords', passwords);
    app.decorate('startup', { databaseKind: db.kind, migrationsApplied, seedReport });
    app.decorate('gateways', createGateways(config));
    app.decorate('moneyHooks', createMoneyHooks());
    registerPromotionMoneyHooks(app.moneyHooks);
    app.decorate('storage', options.storage ?? createLocalStorage(path.join(config.dataDir, 'uploads')));
    app.decorate('sms', options.sms ?? createOutboxSmsSender(db, app.log));

    registerBodyParsing(app);
    registerErrorHandler(app);
    await registerSecurityHeaders(app);
    await registerAuth(app);
    await app.register(
      async (api) => {
        await registerRateLimit(api, config.redisUrl, options.rateLimitKeyPrefix);
        await registerMultipart(api, config.uploadMaxBytes);
        await api.register(healthRoutes);
        await api.register(memberRoutes);
        await api.register(moneyRoutes);
        await api.register(adminRoutes);
        await api.register(promotionRoutes);
        await api.register(contentRoutes);
      },
      { prefix: '/api' },
    );
    registerUploadServing(app);
    await registerSpa(app);
    scheduleExpirySweep(app);
    scheduleRetentionSweep(app);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
}
