import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { OperatorLoginResult } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import { TEST_HASHING } from '../lib/passwords';
import {
  Client,
  createTestDatabase,
  DATABASE_KINDS,
  makeTempDir,
  TEST_OPERATOR_PASSWORD,
  type TestDatabase,
  testConfig,
} from '../test/harness';
import { makePng, multipartBody } from '../test/images';

/**
 * Uploads with several processes (decision 0150): each has its own DATA_DIR, and all of them name one
 * shared UPLOAD_DIR, so a file uploaded through one is served by every other.
 */
describe.each(DATABASE_KINDS)('uploads shared by two apps of one %s database', (kind) => {
  let test: TestDatabase;
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];

  afterAll(async () => {
    for (const app of apps) await app.close();
    await test?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function build(overrides: Partial<Config>, seedWhenEmpty: boolean) {
    const config = testConfig({ services: ['member'], ...overrides });
    dirs.push(config.dataDir);
    const app = await buildApp(config, { database: test.db, hashing: TEST_HASHING, seedWhenEmpty, logger: false });
    apps.push(app);
    return app;
  }

  it('serves on one app the file uploaded through the other, from the folder both name', async () => {
    test = await createTestDatabase(kind);
    const shared = makeTempDir('member-uploads-');
    dirs.push(shared);
    const a = await build({ uploadDir: shared }, true);
    const b = await build({ uploadDir: shared }, false);
    const alone = await build({}, false);

    const operator = new Client(a);
    const login = await operator.post<OperatorLoginResult>('/api/admin/login', {
      username: 'admin',
      password: TEST_OPERATOR_PASSWORD,
    });
    const png = makePng(4, 3);
    const { payload, headers } = multipartBody([
      { name: 'file', filename: 'logo.png', contentType: 'image/png', data: png },
    ]);
    const uploaded = await a.inject({
      method: 'PUT',
      url: '/api/admin/setting-image/logo',
      payload,
      remoteAddress: operator.ip,
      headers: { ...headers, authorization: `Bearer ${login.body.data?.access_token}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image: string = uploaded.json().data.image;
    expect(image).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
    expect(existsSync(path.join(shared, image.slice('/uploads/'.length)))).toBe(true);
    expect(existsSync(path.join(a.config.dataDir, 'uploads'))).toBe(false);

    expect((await new Client(b).get('/api/setting-image/logo')).body.data).toEqual({ image });
    const served = await b.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    // A process with a folder of its own has the row but not the file: why the folder must be shared.
    expect((await alone.inject({ method: 'GET', url: image })).statusCode).toBe(404);
  }, 60_000);
});
