import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { GAME_SANDBOX_SECRET_FILE, JWT_SECRET_FILE } from '../config';
import { resolveSecrets } from '../secrets';
import { migrate } from '../db/migrate';
import {
  Client,
  createTestDatabase,
  DATABASE_KINDS,
  makeTempDir,
  type TestDatabase,
  testConfig,
} from '../test/harness';
import { TEST_HASHING } from './passwords';
import { ConfigError } from './secrets';

const unset = { jwtSecret: null, gameSandboxSecret: null, paymentSecrets: {}, payoutSecret: null };

/**
 * Shared secrets (decision 0150): every process of one database, each with its own DATA_DIR, ends up
 * with the same JWT key, gateway callback keys and sandbox provider key.
 */
describe.each(DATABASE_KINDS)('shared secrets on %s', (kind) => {
  let test: TestDatabase;
  const dirs: string[] = [];
  const dir = () => {
    const made = makeTempDir('member-secrets-');
    dirs.push(made);
    return made;
  };

  beforeEach(async () => {
    test = await createTestDatabase(kind);
    await migrate(test.db);
  });
  afterEach(async () => {
    await test.drop();
    for (const made of dirs.splice(0)) rmSync(made, { recursive: true, force: true });
  });

  it('generates each secret once in the database; processes starting together all read the one kept', async () => {
    const all = await Promise.all([1, 2, 3, 4].map(() => resolveSecrets(test.db, { ...unset, dataDir: dir() })));
    const [first] = all;
    for (const secrets of all) expect(secrets).toEqual(first);
    const values = [first?.jwt, first?.gameSandbox, first?.payment.cp, first?.payment.ppyp, first?.payout];
    expect(new Set(values).size).toBe(5);
    for (const value of values) expect(value?.length).toBeGreaterThanOrEqual(32);
    const { rows } = await test.db.query<{ name: string }>('SELECT name FROM shared_secrets ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual([
      'game-sandbox-secret',
      'jwt-secret',
      'payment-cp-secret',
      'payment-ppyp-secret',
      'payout-secret',
    ]);
  });

  it('lets the environment win, and keeps nothing for a secret it sets', async () => {
    const secrets = await resolveSecrets(test.db, {
      dataDir: dir(),
      jwtSecret: 'j'.repeat(40),
      gameSandboxSecret: null,
      paymentSecrets: { cp: 'c'.repeat(32) },
    });
    expect(secrets.jwt).toBe('j'.repeat(40));
    expect(secrets.payment.cp).toBe('c'.repeat(32));
    const { rows } = await test.db.query<{ name: string }>('SELECT name FROM shared_secrets ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(['game-sandbox-secret', 'payment-ppyp-secret', 'payout-secret']);
  });

  it("adopts an older install's files, so its tokens keep working; another folder's different file is ignored", async () => {
    const old = dir();
    writeFileSync(path.join(old, JWT_SECRET_FILE), `${'o'.repeat(40)}\n`);
    writeFileSync(path.join(old, GAME_SANDBOX_SECRET_FILE), 'g'.repeat(40));
    const seen: Record<string, string> = {};
    const adopted = await resolveSecrets(test.db, { ...unset, dataDir: old }, (name, secret) => {
      seen[name] = secret.source;
    });
    expect(adopted.jwt).toBe('o'.repeat(40));
    expect(adopted.gameSandbox).toBe('g'.repeat(40));
    expect(seen).toMatchObject({
      'jwt-secret': 'file',
      'game-sandbox-secret': 'file',
      'payment-cp-secret': 'generated',
    });

    expect(await resolveSecrets(test.db, { ...unset, dataDir: dir() })).toEqual(adopted);
    const other = dir();
    writeFileSync(path.join(other, JWT_SECRET_FILE), 'x'.repeat(40));
    const ignored: string[] = [];
    const again = await resolveSecrets(test.db, { ...unset, dataDir: other }, (name, secret) => {
      if (secret.ignoredFile) ignored.push(name);
      expect(secret.source).toBe('database');
    });
    expect(again.jwt).toBe('o'.repeat(40));
    expect(ignored).toEqual(['jwt-secret']);
  });

  it("refuses an older install's secret file that has been truncated", async () => {
    const old = dir();
    writeFileSync(path.join(old, JWT_SECRET_FILE), 'tiny');
    await expect(resolveSecrets(test.db, { ...unset, dataDir: old })).rejects.toThrow(ConfigError);
    await expect(resolveSecrets(test.db, { ...unset, dataDir: old })).rejects.toThrow(
      'jwt-secret must hold at least 32 characters',
    );
  });
});

describe.each(DATABASE_KINDS)('two apps on one %s database, each with its own DATA_DIR', (kind) => {
  let test: TestDatabase;
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];

  afterAll(async () => {
    for (const app of apps) await app.close();
    await test?.drop();
    for (const made of dirs) rmSync(made, { recursive: true, force: true });
  });

  it('share every secret: a token signed by one is accepted by the other', async () => {
    test = await createTestDatabase(kind);
    const build = async (seedWhenEmpty: boolean) => {
      const config = testConfig({ ...unset, services: ['member'] });
      dirs.push(config.dataDir);
      const app = await buildApp(config, { database: test.db, hashing: TEST_HASHING, seedWhenEmpty, logger: false });
      apps.push(app);
      return app;
    };
    const a = await build(true);
    const b = await build(false);
    expect(b.secrets).toEqual(a.secrets);

    const onA = new Client(a);
    await onA.registerAndLogin();
    const onB = new Client(b);
    onB.token = onA.token;
    const profile = await onB.get<{ tel: string }>('/api/member/profile');
    expect(profile.status).toBe(200);

    // A third app whose environment sets another key refuses that token: the key is what decides.
    const config = testConfig({ services: ['member'] });
    dirs.push(config.dataDir);
    const c = await buildApp(config, { database: test.db, hashing: TEST_HASHING, seedWhenEmpty: false, logger: false });
    apps.push(c);
    const onC = new Client(c);
    onC.token = onA.token;
    expect((await onC.get('/api/member/profile')).status).toBe(401);
  }, 60_000);
});
