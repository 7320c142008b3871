import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceName } from '../config';
import { makeTempDir, startTestApp, type TestApp } from '../test/harness';

describe('/livez and /readyz on every process, whatever its services', () => {
  const apps: TestApp[] = [];
  let webDist: string;
  beforeAll(() => {
    // A built web app whose history fallback would answer any unknown path with its page.
    webDist = makeTempDir('probes-web-dist-');
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  });
  afterAll(async () => {
    await Promise.all(apps.map((each) => each.close()));
    rmSync(webDist, { recursive: true, force: true });
  });

  const start = async (services: ServiceName[], redisUrl: string | null = null) => {
    const t = await startTestApp('pglite', { services, webDist, redisUrl });
    apps.push(t);
    return t;
  };

  it.each<[string, ServiceName[]]>([
    ['web only', ['web']],
    ['chat only', ['chat']],
    ['mini-game only', ['minigame']],
  ])('answers them as JSON on a process running %s, never with the web app’s page', async (_name, services) => {
    const t = await start(services);
    const live = await t.app.inject('/livez');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ data: { status: 'ok' } });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['content-type']).toContain('application/json');
    expect(ready.json()).toEqual({ data: { status: 'ready', database: 'ok', redis: 'not configured' } });
  });

  it('is not ready when its database does not answer, nor while shutting down, though it still lives', async () => {
    const t = await start(['member', 'web']);
    expect((await t.app.inject('/readyz')).statusCode).toBe(200);

    const query = t.db.query.bind(t.db);
    t.db.query = (() => Promise.reject(new Error('connection lost'))) as typeof t.db.query;
    const down = await t.app.inject('/readyz');
    t.db.query = query;
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ data: { status: 'not ready', database: 'down', redis: 'not configured' } });

    t.app.draining = true;
    const draining = await t.app.inject('/readyz');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ data: { status: 'shutting down', database: 'ok' } });
    expect((await t.app.inject('/livez')).statusCode).toBe(200);
  });

  it('is not ready when its Redis does not answer', async () => {
    const t = await start(['member'], 'redis://127.0.0.1:1');
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ data: { status: 'not ready', database: 'ok', redis: 'down' } });
  });

  // Needs a Redis server: runs when TEST_REDIS_URL names one, as `.ci/run` does.
  it.skipIf(!process.env.TEST_REDIS_URL)('is ready with a Redis that answers', async () => {
    const t = await start(['member'], process.env.TEST_REDIS_URL ?? null);
    // The connection is made in the background at start; the first check may come before it.
    let ready = await t.app.inject('/readyz');
    for (let attempt = 0; attempt < 20 && ready.statusCode !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await t.app.inject('/readyz');
    }
    expect(ready.json()).toEqual({ data: { status: 'ready', database: 'ok', redis: 'ok' } });
  });
});
