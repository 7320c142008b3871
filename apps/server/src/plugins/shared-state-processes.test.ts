import { readdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, TEST_OPERATOR_PASSWORD, uniqueMember } from '../test/harness';
import { makePng } from '../test/images';
import {
  httpCall as call,
  SCALE_OUT_DATABASE_URL,
  seededPostgresSchema,
  type ServerProcess,
  startServerProcess,
} from '../test/processes';

/**
 * Two server processes on one PostgreSQL, each with its own DATA_DIR (as on two hosts), no secret in
 * their environment and one shared UPLOAD_DIR (decision 0150): they agree on the JWT key, the sandbox
 * provider's key and sessions, and the uploaded files. Needs TEST_DATABASE_URL.
 */
describe.skipIf(!SCALE_OUT_DATABASE_URL)('every process of one database the same', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let schema: Awaited<ReturnType<typeof seededPostgresSchema>>;
  const dataDirs = [makeTempDir('member-host-a-'), makeTempDir('member-host-b-')];
  const uploadDir = makeTempDir('member-shared-uploads-');

  beforeAll(async () => {
    schema = await seededPostgresSchema(SCALE_OUT_DATABASE_URL ?? '');
    const env = { SERVICES: 'member,game-sandbox', DATABASE_URL: schema.databaseUrl, UPLOAD_DIR: uploadDir };
    // Started together: both race to generate the secrets the database does not hold yet.
    const [dirA = '', dirB = ''] = dataDirs;
    [a, b] = await Promise.all([
      startServerProcess({ ...env, DATA_DIR: dirA }),
      startServerProcess({ ...env, DATA_DIR: dirB }),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await schema?.drop();
    for (const dir of [...dataDirs, uploadDir]) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  async function operatorToken(server: ServerProcess) {
    const login = await call<{ access_token: string }>(server.base, '/api/admin/login', null, {
      username: 'admin',
      password: TEST_OPERATOR_PASSWORD,
    });
    return login.body.data?.access_token ?? '';
  }

  it('accepts on one process the token signed by the other, and keeps no secret in either DATA_DIR', async () => {
    const member = uniqueMember();
    expect((await call(a.base, '/api/member/register', null, member)).status).toBe(201);
    const login = await call<{ access_token: string }>(a.base, '/api/member/login', null, member);
    const token = login.body.data?.access_token ?? '';
    expect((await call(b.base, '/api/member/profile', token)).status).toBe(200);
    expect((await call(a.base, '/api/admin/members?page=1&limit=1', await operatorToken(b))).status).toBe(200);
    for (const dir of dataDirs) expect(readdirSync(dir).filter((name) => name.endsWith('-secret'))).toEqual([]);
  });

  it('plays on one process the sandbox session launched on the other', async () => {
    const member = uniqueMember();
    expect((await call(b.base, '/api/member/register', null, member)).status).toBe(201);
    const login = await call<{ access_token: string }>(b.base, '/api/member/login', null, member);
    const token = login.body.data?.access_token ?? '';
    const funded = await call(a.base, `/api/admin/members/${member.tel}/adjustments`, await operatorToken(a), {
      direction: 'credit',
      amount: 50,
      reason: 'ทดสอบ',
    });
    expect(funded.status).toBe(200);
    const launch = await call<{ token: string }>(a.base, '/api/play/launch', token, {
      provider: 'sandbox',
      game: 'slot',
    });
    expect(launch.status).toBe(200);
    // The provider on A checks the launch token with A's wallet, signing with the database's key.
    const opened = await call<{ session: string }>(a.base, '/games/sandbox/api/session', null, {
      token: launch.body.data?.token,
    });
    expect(opened.status).toBe(200);
    const spun = await call<{ balance: number; amount: number }>(b.base, '/games/sandbox/api/spin', null, {
      session: opened.body.data?.session,
      bet: 5,
    });
    expect(spun.status).toBe(200);
    expect(spun.body.data?.balance).toBe(50 - 5 + (spun.body.data?.amount ?? Number.NaN));
  });

  it('serves on one process the file uploaded through the other', async () => {
    const png = makePng(5, 5);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${a.base}/api/admin/setting-image/logo`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await operatorToken(a)}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { data } = (await uploaded.json()) as { data: { image: string } };
    const served = await fetch(`${b.base}${data.image}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });
});
