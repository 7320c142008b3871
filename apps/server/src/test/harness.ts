import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildOptions, buildApp } from '../app';
import { type Config, DEFAULT_RATE_LIMITS } from '../config';
import type { Database, DatabaseKind, Queryable } from '../db/database';
import { createPgliteDatabase } from '../db/pglite';
import { createPostgresDatabase } from '../db/postgres';
import { queueSchemaFor } from '../lib/jobs';
import { TEST_HASHING } from '../lib/passwords';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_OPERATOR_PASSWORD = 'operator-test-password';

export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
}

/** A fresh, empty database: PGlite in memory, or a schema of its own on the test PostgreSQL server. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await createPgliteDatabase();
    return { db, drop: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = await createPostgresDatabase({ connectionString: url, maxConnections: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await createPostgresDatabase({ connectionString: url, searchPath: schema });
  return {
    db,
    async drop() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      // The job queue's schema beside it, when a test started the queue (lib/jobs.ts).
      await admin.query(`DROP SCHEMA IF EXISTS ${queueSchemaFor(schema)} CASCADE`);
      await admin.close();
    },
  };
}

export function makeTempDir(prefix = 'member-server-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? makeTempDir();
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: null,
    jwtSecret: randomBytes(32).toString('hex'),
    logLevel: 'silent',
    webDist: path.join(tmpdir(), 'member-server-no-web-dist'),
    backofficeDist: path.join(tmpdir(), 'member-server-no-backoffice-dist'),
    seedOperatorPassword: TEST_OPERATOR_PASSWORD,
    trustProxy: false,
    paymentMode: 'sandbox',
    paymentSecrets: {},
    gameSandboxSecret: randomBytes(32).toString('hex'),
    payoutSecret: randomBytes(32).toString('hex'),
    gameWalletUrl: null,
    uploadMaxBytes: 2 * 1024 * 1024,
    uploadDir: path.join(dataDir, 'uploads'),
    shutdownTimeoutMs: 10_000,
    sms: { twilio: null },
    tls: null,
    rateLimits: { ...DEFAULT_RATE_LIMITS },
    redisUrl: null,
    realtimePrefix: null,
    services: ['member', 'web'],
    metrics: { allow: ['loopback', 'private'], token: null },
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/**
 * The real app on a fresh seeded database, with cheap password hashing. Its scheduled jobs run only
 * when a test calls `app.jobs.runNow`, unless `options.jobs` starts their queue.
 */
export async function startTestApp(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  options: Pick<BuildOptions, 'jobs' | 'clock' | 'gameSandboxRandom'> = {},
): Promise<TestApp> {
  const { db, drop } = await createTestDatabase(kind);
  const config = testConfig(overrides);
  const app = await buildApp(config, {
    database: db,
    hashing: TEST_HASHING,
    seedWhenEmpty: true,
    // The API tests start from an empty site (no banners, news or promotion art); seed.test.ts covers the demo's.
    seedDemoContent: false,
    logger: false,
    checkResponses: true,
    jobs: false,
    ...options,
  });
  return {
    app,
    db,
    async close() {
      await app.close();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

let ipCounter = 0;
/** Each test client gets its own address, so per-IP limits of one test do not touch another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let rowCounter = 0;
/**
 * A member row written straight into the database (no API, no wallet), with the bank it names, for
 * tests below the HTTP layer; answers its id. Works on a migrated database that was never seeded.
 */
export async function insertMemberRow(db: Queryable): Promise<string> {
  rowCounter += 1;
  const n = String(rowCounter + process.pid * 1000)
    .padStart(8, '0')
    .slice(-8);
  await db.query(
    `INSERT INTO banks (code, name, kind, sort_order) VALUES ('kbnk', 'ธนาคารกสิกรไทย', 'bank', 0) ON CONFLICT DO NOTHING`,
  );
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO members (tel, password_hash, first_name, last_name, bank_code, bank_number)
     VALUES ($1, 'x', 'ทดสอบ', 'ระบบ', 'kbnk', $2) RETURNING id::text AS id`,
    [`07${n}`, `77${n}`],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('member insert returned nothing');
  return id;
}

let telCounter = 0;
/** A phone and bank account no other member of the run has. */
export function uniqueMember(overrides: Record<string, unknown> = {}) {
  telCounter += 1;
  const n = String(telCounter + process.pid * 100)
    .padStart(8, '0')
    .slice(-8);
  return {
    tel: `09${n}`,
    bank_name: 'scb',
    bank_number: `55${n}`,
    first_name: 'สมหญิง',
    last_name: 'Rakdee',
    password: 'secret1234',
    ...overrides,
  };
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { data?: T; error?: { code: string; message: string } };
  headers: LightMyRequestResponse['headers'];
}

/** A client as a browser would be: one IP, an optional bearer token, JSON bodies. */
export class Client {
  token: string | null = null;

  constructor(
    private readonly app: FastifyInstance,
    readonly ip = nextIp(),
  ) {}

  async request<T = unknown>(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer<T>> {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }

  get<T = unknown>(url: string) {
    return this.request<T>('GET', url);
  }
  post<T = unknown>(url: string, body?: unknown) {
    return this.request<T>('POST', url, body);
  }
  put<T = unknown>(url: string, body?: unknown) {
    return this.request<T>('PUT', url, body);
  }

  /** Registers a new member and logs in as them. */
  async registerAndLogin(overrides: Record<string, unknown> = {}) {
    const member = uniqueMember(overrides);
    const registered = await this.post('/api/member/register', member);
    if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
    await this.login(member.tel, member.password);
    return member;
  }

  async login(tel: string, password: string) {
    const answer = await this.post<{ access_token: string }>('/api/member/login', { tel, password });
    if (answer.status !== 200 || !answer.body.data) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
    this.token = answer.body.data.access_token;
    return answer;
  }
}
