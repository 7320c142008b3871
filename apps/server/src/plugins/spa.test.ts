import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { SERVER_MESSAGES } from '@member/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, startTestApp, type TestApp } from '../test/harness';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = makeTempDir('member-web-dist-');
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, 'icons'));
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    // What the build writes beside each text file (apps/web/vite.config.ts).
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app")'));
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("app")'));
    writeFileSync(path.join(dist, 'icons', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(INDEX_HTML));
    t = await startTestApp('pglite', { webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const answer = await t.app.inject('/assets/index-abc123.js');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('console.log("app")');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toContain('javascript');
  });

  it('sends the build-time brotli file when the client accepts it, else gzip, else the file itself', async () => {
    const br = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("app")');

    const gzip = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("app")');

    const plain = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('answers 304 to a revalidation that names the variant it holds, and the file to one that names another', async () => {
    const first = await t.app.inject({ url: '/icons/logo.svg', headers: { 'accept-encoding': 'identity' } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ url: '/icons/logo.svg', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await t.app.inject({ url: '/icons/logo.svg', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(
      200,
    );

    const page = await t.app.inject({ url: '/promotion', headers: { 'accept-encoding': 'br' } });
    const gzipPage = await t.app.inject({ url: '/promotion', headers: { 'accept-encoding': 'gzip' } });
    // Each encoding is its own representation: a cache holding the gzip one does not get a 304 for br.
    expect(page.headers.etag).not.toBe(gzipPage.headers.etag);
    const fresh = await t.app.inject({
      url: '/promotion',
      headers: { 'accept-encoding': 'br', 'if-none-match': page.headers.etag as string },
    });
    expect(fresh.statusCode).toBe(304);
    const stale = await t.app.inject({
      url: '/promotion',
      headers: { 'accept-encoding': 'br', 'if-none-match': gzipPage.headers.etag as string },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('sends the page compressed at build time too, and answers HEAD with the headers alone', async () => {
    const page = await t.app.inject({ url: '/tx/deposit', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX_HTML);
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toContain('javascript');
  });

  it('leaves the document-only headers off a hashed file and keeps nosniff', async () => {
    const answer = await t.app.inject('/assets/index-abc123.js');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.headers['x-frame-options']).toBeUndefined();
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses a JSON answer above the threshold and leaves a small one as it is', async () => {
    const big = await t.app.inject({ url: '/api/member/bank', headers: { 'accept-encoding': 'br' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).data.length).toBeGreaterThan(10);

    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data).toBeDefined();
  });

  it('serves other files with revalidation', async () => {
    const answer = await t.app.inject('/icons/logo.svg');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/',
    '/promotion',
    '/tx/deposit?x=1',
    '/chat',
    '/profile/',
    '/mini-game/play/dice',
    '/TX/Deposit',
    '/login',
  ])('answers index.html for the page %s', async (url) => {
    const answer = await t.app.inject(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(INDEX_HTML);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it.each(['/promotion/12', '/chat/room/5', '/minigame', '/nope', '/tx/deposit/extra', '/mini-game/play/a/b'])(
    'answers the page with 404 for %s, which the route table does not know',
    async (url) => {
      const answer = await t.app.inject(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(INDEX_HTML);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    '/api/unknown',
    '/chat/api/v1/rooms',
    '/chat/realtime-socket',
    '/chat/realtime-socket/?EIO=4&transport=polling',
    '/minigame/api/v1/credit',
  ])('answers the JSON 404 envelope for the service path %s', async (url) => {
    const answer = await t.app.inject(url);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: { code: 'NOT_FOUND', message: SERVER_MESSAGES.notFound } });
  });

  it('answers 404, not the page, for a missing hashed asset', async () => {
    const answer = await t.app.inject('/assets/index-gone.js');
    expect(answer.statusCode).toBe(404);
  });

  it('answers 404 for a non-GET request outside the API', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/promotion' })).statusCode).toBe(404);
  });

  it('does not serve files outside the dist folder', async () => {
    const answer = await t.app.inject('/../../etc/passwd');
    expect(answer.body).not.toContain('root:');
  });
});

describe('serving the back office beside the member site', () => {
  const BACKOFFICE_HTML =
    '<!doctype html><title>back office</title><script src="/backoffice/assets/main-b1.js"></script>';
  let t: TestApp;
  let web: string;
  let backoffice: string;
  beforeAll(async () => {
    web = makeTempDir('member-web-dist-');
    backoffice = makeTempDir('member-backoffice-dist-');
    writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
    mkdirSync(path.join(backoffice, 'assets'));
    writeFileSync(path.join(backoffice, 'index.html'), BACKOFFICE_HTML);
    writeFileSync(path.join(backoffice, 'assets', 'main-b1.js'), 'console.log("bo")');
    t = await startTestApp('pglite', { webDist: web, backofficeDist: backoffice });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
    rmSync(backoffice, { recursive: true, force: true });
  });

  it.each(['/backoffice/', '/backoffice', '/backoffice/members/0812345678', '/backoffice/money/deposits?status=x'])(
    'answers the back office page for %s',
    async (url) => {
      const answer = await t.app.inject(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(BACKOFFICE_HTML);
      expect(answer.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/backoffice/nope', '/backoffice/members/0812345678/extra', '/backoffice/money'])(
    'answers the back office page with 404 for %s, which its route table does not know',
    async (url) => {
      const answer = await t.app.inject(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(BACKOFFICE_HTML);
    },
  );

  it("keeps the member site's pages and serves the back office's hashed files for a year", async () => {
    expect((await t.app.inject('/promotion')).body).toBe(INDEX_HTML);
    const other = await t.app.inject('/backofficex');
    expect(other.body).toBe(INDEX_HTML);
    expect(other.statusCode).toBe(404);
    const asset = await t.app.inject('/backoffice/assets/main-b1.js');
    expect(asset.body).toBe('console.log("bo")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject('/backoffice/assets/gone.js')).statusCode).toBe(404);
  });
});

describe('when the web app is not built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', {
      webDist: path.join(makeTempDir(), 'missing-dist'),
      backofficeDist: path.join(makeTempDir(), 'missing-backoffice'),
    });
  });
  afterAll(() => t.close());

  it('answers pages with a plain 503 that says how to build, and the API as usual', async () => {
    const page = await t.app.inject('/promotion');
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toContain('text/plain');
    expect(page.body).toContain('npm run build');
    expect((await t.app.inject('/backoffice/members')).statusCode).toBe(503);
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    expect((await t.app.inject('/api/nope')).statusCode).toBe(404);
  });
});
