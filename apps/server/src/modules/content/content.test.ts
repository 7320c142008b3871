import {
  type AdminBanner,
  type AdminContactLine,
  type AdminFeedItem,
  CONTENT_MESSAGES,
  type ContactLineAnswer,
  type HowtoContent,
  MAX_BANNERS_PER_PLACEMENT,
  type OperatorLoginResult,
  SERVER_MESSAGES,
  SETTING_IMAGE_KINDS,
  VALIDATION,
} from '@member/shared';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIF, JPEG, makePng, multipartBody, WEBP } from '../../test/images';
import {
  type ApiAnswer,
  Client,
  DATABASE_KINDS,
  startTestApp,
  TEST_OPERATOR_PASSWORD,
  type TestApp,
} from '../../test/harness';

type Part = Parameters<typeof multipartBody>[0][number];
const filePart = (data: Buffer, filename = 'image.png', contentType = 'image/png'): Part => ({
  name: 'file',
  filename,
  contentType,
  data,
});

describe.each(DATABASE_KINDS)('site content on %s', (kind) => {
  let t: TestApp;
  let operator: Client;
  let member: Client;

  beforeAll(async () => {
    t = await startTestApp(kind);
    operator = new Client(t.app);
    const login = await operator.post<OperatorLoginResult>('/api/admin/login', {
      username: 'admin',
      password: TEST_OPERATOR_PASSWORD,
    });
    operator.token = login.body.data?.access_token ?? null;
    member = new Client(t.app);
    await member.registerAndLogin();
  });
  afterAll(() => t.close());

  async function upload<T = unknown>(client: Client, method: 'PUT' | 'POST', url: string, parts: Part[]) {
    const { payload, headers } = multipartBody(parts);
    const response = await t.app.inject({
      method,
      url,
      payload,
      remoteAddress: client.ip,
      headers: { ...headers, ...(client.token ? { authorization: `Bearer ${client.token}` } : {}) },
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers } as ApiAnswer<T>;
  }

  async function auditActions(): Promise<string[]> {
    const { rows } = await t.db.query<{ action: string }>('SELECT action FROM audit_log ORDER BY id');
    return rows.map((r) => r.action);
  }

  describe('public reads with the seeded defaults', () => {
    it('answers every setting image as null until the operator uploads one', async () => {
      const guest = new Client(t.app);
      for (const kind of SETTING_IMAGE_KINDS) {
        expect(await guest.get(`/api/setting-image/${kind}`)).toMatchObject({
          status: 200,
          body: { data: { image: null } },
        });
      }
      expect((await guest.get('/api/setting-image')).body.data).toEqual(
        Object.fromEntries(SETTING_IMAGE_KINDS.map((kind) => [kind, null])),
      );
      expect(await guest.get('/api/setting-image/banner')).toMatchObject({
        status: 404,
        body: { error: { code: 'NOT_FOUND' } },
      });
    });

    it('answers the default contact line, and the same line by its uuid', async () => {
      const guest = new Client(t.app);
      const current = await guest.get<ContactLineAnswer>('/api/contact-line');
      expect(current.status).toBe(200);
      const line = current.body.data?.contactLine;
      expect(line).toMatchObject({ line_id: '@member-support', optional_line_id: null });
      expect(line?.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect((await guest.get(`/api/contact-line/${line?.uuid}`)).body.data).toEqual({ contactLine: line });
      expect((await guest.get('/api/contact-line/00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await guest.get('/api/contact-line/not-a-uuid')).status).toBe(404);
    });

    it('answers the Thai announcement, an empty feed, no banners and the four-part how-to guide', async () => {
      const guest = new Client(t.app);
      const announcement = await guest.get<{ text: string }>('/api/announcement');
      expect(announcement.body.data?.text).toMatch(/[ก-๙]/);
      expect((await guest.get('/api/announcement-feed')).body.data).toEqual([]);
      expect((await guest.get('/api/banner')).body.data).toEqual([]);
      expect((await guest.get('/api/banner-popup')).body.data).toEqual([]);
      const howto = await guest.get<HowtoContent>('/api/howto');
      expect(howto.body.data?.sections.map((s) => s.title)).toEqual([
        'วิธีสมัครสมาชิก',
        'วิธีฝากเงิน',
        'วิธีถอนเงิน',
        'วิธีรับโปรโมชั่น',
      ]);
      expect(howto.body.data?.sections.every((s) => s.body.length > 20)).toBe(true);
    });
  });

  describe('validators', () => {
    it('answers an ETag with no-cache, 304 for the same ETag, and a new ETag after a change', async () => {
      const guest = new Client(t.app);
      const first = await guest.get('/api/announcement');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await t.app.inject({ method: 'GET', url: '/api/announcement', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const text = `ประกาศใหม่ ${Date.now()}`;
      expect((await operator.put('/api/admin/announcement', { text })).status).toBe(200);
      const changed = await t.app.inject({
        method: 'GET',
        url: '/api/announcement',
        headers: { 'if-none-match': etag },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ data: { text } });
      expect(changed.headers.etag).not.toBe(etag);
    });

    it.each([
      '/api/setting-image/logo',
      '/api/setting-image',
      '/api/contact-line',
      '/api/announcement-feed',
      '/api/banner',
      '/api/banner-popup',
      '/api/howto',
    ])('%s carries an ETag and revalidates', async (url) => {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('operator rights', () => {
    it('answers 401 without a token and 403 with a member token, changing nothing', async () => {
      const guest = new Client(t.app);
      const before = await auditActions();
      expect((await guest.put('/api/admin/announcement', { text: 'x' })).status).toBe(401);
      expect(await member.put('/api/admin/announcement', { text: 'x' })).toMatchObject({
        status: 403,
        body: { error: { message: SERVER_MESSAGES.forbidden } },
      });
      expect((await upload(member, 'PUT', '/api/admin/setting-image/logo', [filePart(makePng())])).status).toBe(403);
      expect((await member.get('/api/admin/banners')).status).toBe(403);
      expect(await auditActions()).toEqual(before);
    });

    it('lets a content editor in and keeps a finance operator out', async () => {
      try {
        await t.db.query(`UPDATE operators SET role = 'finance' WHERE username = 'admin'`);
        expect((await operator.get('/api/admin/howto')).status).toBe(403);
        await t.db.query(`UPDATE operators SET role = 'content' WHERE username = 'admin'`);
        expect((await operator.get('/api/admin/howto')).status).toBe(200);
      } finally {
        await t.db.query(`UPDATE operators SET role = 'admin' WHERE username = 'admin'`);
      }
    });
  });

  describe('setting images', () => {
    it('takes a PNG, serves it under /uploads with immutable caching, and audits the change', async () => {
      const png = makePng(3, 2);
      const answer = await upload<{ image: string }>(operator, 'PUT', '/api/admin/setting-image/logo', [
        filePart(png, 'logo.png'),
      ]);
      expect(answer.status).toBe(200);
      const image = answer.body.data?.image ?? '';
      expect(image).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
      expect((await new Client(t.app).get('/api/setting-image/logo')).body.data).toEqual({ image });

      const file = await t.app.inject({ method: 'GET', url: image });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(png)).toBe(true);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');

      const { rows } = await t.db.query<{ target_id: string; after: { image: string } }>(
        `SELECT target_id, after FROM audit_log WHERE action = 'content.setting_image.update' ORDER BY id DESC LIMIT 1`,
      );
      expect(rows[0]).toMatchObject({ target_id: 'logo', after: { image } });
    });

    it('takes a JPEG whatever its name says, stored as .jpg with image/jpeg', async () => {
      const answer = await upload<{ image: string }>(operator, 'PUT', '/api/admin/setting-image/favicon', [
        filePart(JPEG, 'icon.bin', 'application/octet-stream'),
      ]);
      expect(answer.status).toBe(200);
      expect(answer.body.data?.image).toMatch(/\.jpg$/);
      const file = await t.app.inject({ method: 'GET', url: answer.body.data?.image ?? '' });
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.rawPayload.equals(JPEG)).toBe(true);
    });

    it.each([
      ['a text file renamed to .png', Buffer.from('just some text, not an image\n'.repeat(5)), 'logo.png', 'image/png'],
      ['a GIF', GIF, 'logo.gif', 'image/gif'],
      ['a WebP named .jpg', WEBP, 'logo.jpg', 'image/jpeg'],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'l.png',
        'image/png',
      ],
      [
        'a PNG signature with nothing after it',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        'l.png',
        'image/png',
      ],
    ])('refuses %s with a Thai message and changes nothing', async (_name, data, filename, contentType) => {
      const before = (await operator.get('/api/admin/setting-image')).body.data;
      const audits = await auditActions();
      expect(
        await upload(operator, 'PUT', '/api/admin/setting-image/logo', [filePart(data, filename, contentType)]),
      ).toMatchObject({
        status: 400,
        body: { error: { code: 'BAD_REQUEST', message: CONTENT_MESSAGES.imageTypeNotAllowed } },
      });
      expect((await operator.get('/api/admin/setting-image')).body.data).toEqual(before);
      expect(await auditActions()).toEqual(audits);
    });

    it('refuses a file over the size limit with 413 and changes nothing', async () => {
      const before = (await operator.get('/api/admin/setting-image')).body.data;
      const big = Buffer.concat([makePng(), Buffer.alloc(2 * 1024 * 1024)]);
      const answer = await upload(operator, 'PUT', '/api/admin/setting-image/home-background', [filePart(big)]);
      expect(answer.status).toBe(413);
      expect(answer.body.error?.code).toBe('PAYLOAD_TOO_LARGE');
      expect(answer.body.error?.message).toContain(CONTENT_MESSAGES.imageTooLarge);
      expect(answer.body.error?.message).toContain('2 MB');
      expect((await operator.get('/api/admin/setting-image')).body.data).toEqual(before);
    });

    it('answers a missing file, two files, a JSON body and an unknown kind clearly', async () => {
      expect(await upload(operator, 'PUT', '/api/admin/setting-image/logo', [{ name: 'x', value: 'y' }])).toMatchObject(
        {
          status: 400,
          body: { error: { message: CONTENT_MESSAGES.imageRequired } },
        },
      );
      expect(
        await upload(operator, 'PUT', '/api/admin/setting-image/logo', [
          filePart(makePng()),
          { ...filePart(makePng()), name: 'second' },
        ]),
      ).toMatchObject({ status: 400, body: { error: { message: CONTENT_MESSAGES.oneFileOnly } } });
      expect(await operator.put('/api/admin/setting-image/logo', { image: 'x' })).toMatchObject({
        status: 415,
        body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE' } },
      });
      expect((await upload(operator, 'PUT', '/api/admin/setting-image/banner', [filePart(makePng())])).status).toBe(
        404,
      );
      // A JSON route stays JSON only.
      expect(await upload(operator, 'PUT', '/api/admin/announcement', [{ name: 'text', value: 'x' }])).toMatchObject({
        status: 415,
        body: { error: { message: SERVER_MESSAGES.unsupportedMediaType } },
      });
      const raw = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/setting-image/logo',
        payload: 'garbage without boundaries',
        headers: { 'content-type': 'multipart/form-data; boundary=abc', authorization: `Bearer ${operator.token}` },
      });
      expect(raw.statusCode).toBeGreaterThanOrEqual(400);
      expect(raw.statusCode).toBeLessThan(500);
    });

    it('clears an image back to null', async () => {
      await upload(operator, 'PUT', '/api/admin/setting-image/home-icon', [filePart(makePng())]);
      expect((await operator.request('DELETE', '/api/admin/setting-image/home-icon')).body.data).toEqual({
        image: null,
      });
      expect((await new Client(t.app).get('/api/setting-image/home-icon')).body.data).toEqual({ image: null });
      expect(await auditActions()).toContain('content.setting_image.clear');
    });

    it('answers 404 for an unknown upload key', async () => {
      expect((await t.app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(64)}.png` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/uploads/jwt-secret' })).statusCode).toBe(404);
    });
  });

  describe('banners', () => {
    async function createBanner(fields: Record<string, string>) {
      const parts: Part[] = [...Object.entries(fields).map(([name, value]) => ({ name, value })), filePart(makePng())];
      return upload<AdminBanner>(operator, 'POST', '/api/admin/banners', parts);
    }

    it('creates, orders, hides, relinks, replaces and deletes banners; members see active ones in order', async () => {
      const first = await createBanner({ url: '/promotion' });
      expect(first.status).toBe(201);
      expect(first.body.data).toMatchObject({ placement: 'banner', url: '/promotion', is_active: true });
      const second = await createBanner({ url: 'https://example.com/a' });
      const popup = await createBanner({ placement: 'popup' });
      expect(popup.body.data).toMatchObject({ placement: 'popup', url: null });
      const [a, b, p] = [
        first.body.data as AdminBanner,
        second.body.data as AdminBanner,
        popup.body.data as AdminBanner,
      ];

      const guest = new Client(t.app);
      expect((await guest.get('/api/banner')).body.data).toEqual([
        { id: a.id, image: a.image, url: '/promotion' },
        { id: b.id, image: b.image, url: 'https://example.com/a' },
      ]);
      expect((await guest.get('/api/banner-popup')).body.data).toEqual([{ id: p.id, image: p.image, url: null }]);

      const reordered = await operator.post<AdminBanner[]>('/api/admin/banners/reorder', {
        placement: 'banner',
        ids: [b.id, a.id],
      });
      expect(reordered.body.data?.map((x) => x.id)).toEqual([b.id, a.id]);
      expect(((await guest.get<{ id: number }[]>('/api/banner')).body.data ?? []).map((x) => x.id)).toEqual([
        b.id,
        a.id,
      ]);
      expect(await operator.post('/api/admin/banners/reorder', { placement: 'banner', ids: [b.id] })).toMatchObject({
        status: 422,
        body: { error: { message: CONTENT_MESSAGES.reorderMismatch } },
      });
      expect(
        (await operator.post('/api/admin/banners/reorder', { placement: 'banner', ids: [a.id, a.id] })).status,
      ).toBe(400);

      expect((await operator.put(`/api/admin/banners/${b.id}`, { is_active: false })).body.data).toMatchObject({
        is_active: false,
      });
      expect(((await guest.get<{ id: number }[]>('/api/banner')).body.data ?? []).map((x) => x.id)).toEqual([a.id]);
      expect((await operator.put(`/api/admin/banners/${a.id}`, { url: '' })).body.data).toMatchObject({ url: null });
      for (const url of ['javascript:alert(1)', '/\\evil.example', '/\\/evil.example']) {
        expect(await operator.put(`/api/admin/banners/${a.id}`, { url }), url).toMatchObject({
          status: 400,
          body: { error: { message: CONTENT_MESSAGES.urlInvalid } },
        });
      }
      expect((await operator.put(`/api/admin/banners/${a.id}`, { placement: 'popup' })).status).toBe(400);

      const replaced = await upload<AdminBanner>(operator, 'PUT', `/api/admin/banners/${a.id}/image`, [
        filePart(JPEG, 'b.jpg', 'image/jpeg'),
      ]);
      expect(replaced.body.data?.image).toMatch(/\.jpg$/);
      expect(
        (await upload(operator, 'PUT', `/api/admin/banners/${a.id}/image`, [filePart(GIF, 'b.gif', 'image/gif')]))
          .status,
      ).toBe(400);
      expect(
        (await operator.get<AdminBanner[]>('/api/admin/banners?placement=banner')).body.data?.find((x) => x.id === a.id)
          ?.image,
      ).toBe(replaced.body.data?.image);

      expect((await operator.request('DELETE', `/api/admin/banners/${a.id}`)).body.data).toEqual({ deleted: true });
      expect((await guest.get('/api/banner')).body.data).toEqual([]);
      expect((await operator.request('DELETE', `/api/admin/banners/${a.id}`)).status).toBe(404);
      expect((await operator.put('/api/admin/banners/abc', { is_active: true })).status).toBe(404);
      expect((await operator.put('/api/admin/banners/999999', { is_active: true })).status).toBe(404);
      expect(await auditActions()).toEqual(
        expect.arrayContaining([
          'content.banner.create',
          'content.banner.reorder',
          'content.banner.update',
          'content.banner.image',
          'content.banner.delete',
        ]),
      );
    });

    it('refuses a banner without an image, with a bad placement or a bad link, creating nothing', async () => {
      const before = (await operator.get<AdminBanner[]>('/api/admin/banners')).body.data?.length;
      expect((await upload(operator, 'POST', '/api/admin/banners', [{ name: 'url', value: '/x' }])).status).toBe(400);
      expect((await createBanner({ placement: 'sidebar' })).status).toBe(400);
      expect(await createBanner({ url: 'ftp://example.com' })).toMatchObject({
        status: 400,
        body: { error: { message: CONTENT_MESSAGES.urlInvalid } },
      });
      expect(
        (await upload(operator, 'POST', '/api/admin/banners', [filePart(Buffer.from('text'), 'x.png')])).status,
      ).toBe(400);
      expect((await operator.get<AdminBanner[]>('/api/admin/banners')).body.data?.length).toBe(before);
    });

    it(`refuses a banner beyond ${MAX_BANNERS_PER_PLACEMENT} in a placement with 422, creating nothing`, async () => {
      const popups = async () => (await operator.get<AdminBanner[]>('/api/admin/banners?placement=popup')).body.data;
      const existing = (await popups())?.length ?? 0;
      for (let i = existing; i < MAX_BANNERS_PER_PLACEMENT; i += 1) {
        expect((await createBanner({ placement: 'popup' })).status).toBe(201);
      }
      const full = await popups();
      const audits = (await auditActions()).length;
      const image = makePng();
      const refused = await upload(operator, 'POST', '/api/admin/banners', [
        { name: 'placement', value: 'popup' },
        filePart(image),
      ]);
      expect(refused).toMatchObject({
        status: 422,
        body: {
          error: { code: 'BUSINESS_RULE', message: CONTENT_MESSAGES.bannerLimitReached(MAX_BANNERS_PER_PLACEMENT) },
        },
      });
      expect(await popups()).toEqual(full);
      expect((await auditActions()).length).toBe(audits);
      const key = `${createHash('sha256').update(image).digest('hex')}.png`;
      expect((await t.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);

      // The cap is per placement, and a place freed is a place again.
      const other = await createBanner({ placement: 'banner' });
      expect(other.status).toBe(201);
      await operator.request('DELETE', `/api/admin/banners/${other.body.data?.id}`);
      await operator.request('DELETE', `/api/admin/banners/${full?.[0]?.id}`);
      expect((await createBanner({ placement: 'popup' })).status).toBe(201);
    });
  });

  describe('announcement, feed, contact lines and how-to', () => {
    it('updates the announcement and refuses a bad one', async () => {
      expect((await operator.put('/api/admin/announcement', { text: '  ข่าวดี  ' })).body.data).toEqual({ text: 'ข่าวดี' });
      expect((await new Client(t.app).get('/api/announcement')).body.data).toEqual({ text: 'ข่าวดี' });
      expect(await operator.put('/api/admin/announcement', { text: 'ก'.repeat(1001) })).toMatchObject({
        status: 400,
        body: { error: { message: VALIDATION.textTooLong } },
      });
      expect((await operator.put('/api/admin/announcement', { text: 5 })).status).toBe(400);
      expect((await operator.put('/api/admin/announcement', [])).status).toBe(400);
      expect((await operator.get('/api/admin/announcement')).body.data).toEqual({ text: 'ข่าวดี' });
    });

    it('publishes feed items with and without an image, hides and deletes them', async () => {
      const withImage = await upload<AdminFeedItem>(operator, 'POST', '/api/admin/announcement-feed', [
        { name: 'description', value: 'โปรโมชั่นใหม่ประจำเดือน' },
        filePart(makePng()),
      ]);
      expect(withImage.status).toBe(201);
      expect(withImage.body.data?.image).toMatch(/^\/uploads\//);
      const textOnly = await upload<AdminFeedItem>(operator, 'POST', '/api/admin/announcement-feed', [
        { name: 'description', value: 'ปิดปรับปรุงระบบคืนนี้' },
      ]);
      expect(textOnly.body.data).toMatchObject({ image: null, is_active: true });
      const hidden = await upload<AdminFeedItem>(operator, 'POST', '/api/admin/announcement-feed', [
        { name: 'description', value: 'ร่าง' },
        { name: 'is_active', value: 'false' },
      ]);
      const guest = new Client(t.app);
      const feed = await guest.get<{ id: number; description: string }[]>('/api/announcement-feed');
      expect(feed.body.data?.map((x) => x.id)).toEqual([textOnly.body.data?.id, withImage.body.data?.id]);
      expect(feed.body.data?.[0]).toEqual({
        id: textOnly.body.data?.id,
        image: null,
        description: 'ปิดปรับปรุงระบบคืนนี้',
        created_at: textOnly.body.data?.created_at,
      });

      const id = withImage.body.data?.id;
      expect(
        (await operator.put(`/api/admin/announcement-feed/${id}`, { description: 'แก้ไขแล้ว' })).body.data,
      ).toMatchObject({
        description: 'แก้ไขแล้ว',
      });
      expect(
        (await operator.put(`/api/admin/announcement-feed/${hidden.body.data?.id}`, { is_active: true })).status,
      ).toBe(200);
      expect((await guest.get<unknown[]>('/api/announcement-feed')).body.data).toHaveLength(3);
      expect(await operator.put(`/api/admin/announcement-feed/${id}`, { description: '' })).toMatchObject({
        status: 400,
        body: { error: { message: CONTENT_MESSAGES.descriptionRequired } },
      });
      expect((await upload(operator, 'POST', '/api/admin/announcement-feed', [filePart(makePng())])).status).toBe(400);
      const image = await upload<AdminFeedItem>(
        operator,
        'PUT',
        `/api/admin/announcement-feed/${textOnly.body.data?.id}/image`,
        [filePart(makePng())],
      );
      expect(image.body.data?.image).toMatch(/^\/uploads\//);
      expect((await operator.request('DELETE', `/api/admin/announcement-feed/${id}`)).body.data).toEqual({
        deleted: true,
      });
      expect((await guest.get<unknown[]>('/api/announcement-feed')).body.data).toHaveLength(2);
      expect(await auditActions()).toEqual(
        expect.arrayContaining([
          'content.feed.create',
          'content.feed.update',
          'content.feed.image',
          'content.feed.delete',
        ]),
      );
    });

    it('adds contact lines, moves the default, and never leaves the site without one', async () => {
      const guest = new Client(t.app);
      const original = (await guest.get<ContactLineAnswer>('/api/contact-line')).body.data?.contactLine;
      const created = await operator.post<AdminContactLine>('/api/admin/contact-lines', {
        line_id: 'support.team',
        optional_line_id: '@backup-line',
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        line_id: 'support.team',
        optional_line_id: '@backup-line',
        is_default: false,
      });
      const uuid = created.body.data?.uuid ?? '';
      expect((await guest.get<ContactLineAnswer>('/api/contact-line')).body.data?.contactLine?.uuid).toBe(
        original?.uuid,
      );

      expect((await operator.put(`/api/admin/contact-lines/${uuid}`, { is_default: true })).body.data).toMatchObject({
        is_default: true,
      });
      expect((await guest.get<ContactLineAnswer>('/api/contact-line')).body.data?.contactLine).toEqual({
        uuid,
        line_id: 'support.team',
        optional_line_id: '@backup-line',
      });
      const lines = (await operator.get<AdminContactLine[]>('/api/admin/contact-lines')).body.data ?? [];
      expect(lines.filter((l) => l.is_default).map((l) => l.uuid)).toEqual([uuid]);

      expect(await operator.request('DELETE', `/api/admin/contact-lines/${uuid}`)).toMatchObject({
        status: 422,
        body: { error: { message: CONTENT_MESSAGES.defaultContactLineRequired } },
      });
      expect((await operator.put(`/api/admin/contact-lines/${uuid}`, { is_default: false })).status).toBe(422);
      expect(
        (await operator.put(`/api/admin/contact-lines/${uuid}`, { optional_line_id: '' })).body.data,
      ).toMatchObject({
        optional_line_id: null,
      });
      expect((await operator.request('DELETE', `/api/admin/contact-lines/${original?.uuid}`)).body.data).toEqual({
        deleted: true,
      });
      expect((await guest.get(`/api/contact-line/${original?.uuid}`)).status).toBe(404);

      expect(await operator.post('/api/admin/contact-lines', { line_id: 'has space' })).toMatchObject({
        status: 400,
        body: { error: { message: CONTENT_MESSAGES.lineIdFormat } },
      });
      expect(await operator.post('/api/admin/contact-lines', {})).toMatchObject({
        status: 400,
        body: { error: { message: CONTENT_MESSAGES.lineIdRequired } },
      });
      expect((await operator.put('/api/admin/contact-lines/nope', { line_id: 'x' })).status).toBe(404);
      expect(await auditActions()).toEqual(
        expect.arrayContaining([
          'content.contact_line.create',
          'content.contact_line.update',
          'content.contact_line.delete',
        ]),
      );
    });

    it('replaces the how-to guide and refuses an empty one', async () => {
      const sections = [{ title: 'วิธีเล่นเกม', body: '1. เข้าสู่ระบบ\n2. เลือกเกม' }];
      const saved = await operator.put<HowtoContent>('/api/admin/howto', { sections });
      expect(saved.body.data?.sections).toEqual(sections);
      expect((await new Client(t.app).get<HowtoContent>('/api/howto')).body.data?.sections).toEqual(sections);
      expect(await operator.put('/api/admin/howto', { sections: [] })).toMatchObject({
        status: 400,
        body: { error: { message: CONTENT_MESSAGES.sectionsRequired } },
      });
      expect(await operator.put('/api/admin/howto', { sections: [{ title: '', body: 'x' }] })).toMatchObject({
        status: 400,
        body: { error: { message: CONTENT_MESSAGES.titleRequired } },
      });
      expect(await auditActions()).toContain('content.howto.update');
    });
  });

  it('refuses a NUL in a form field, and keeps a NUL of a file name out of the audit row', async () => {
    const audits = await auditActions();
    expect(
      await upload(operator, 'POST', '/api/admin/announcement-feed', [{ name: 'description', value: 'ข่าว\u0000' }]),
    ).toMatchObject({ status: 400, body: { error: { message: SERVER_MESSAGES.unsupportedCharacters } } });
    expect(await auditActions()).toEqual(audits);

    const named = await upload(operator, 'PUT', '/api/admin/setting-image/wallet-background', [
      filePart(makePng(), 'wallet\u0000.png'),
    ]);
    expect(named.status).toBe(200);
    const { rows } = await t.db.query<{ after: { filename: string } }>(
      `SELECT after FROM audit_log WHERE action = 'content.setting_image.update' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]?.after.filename).toBe('wallet\uFFFD.png');
  });

  it('documents the upload forms as multipart in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
    }>();
    expect(
      document.paths['/api/admin/banners']?.post?.requestBody?.content['multipart/form-data']?.schema,
    ).toMatchObject({
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' }, placement: { enum: ['banner', 'popup'] } },
      required: ['file'],
    });
    expect(
      document.paths['/api/admin/announcement-feed']?.post?.requestBody?.content['multipart/form-data']?.schema,
    ).toMatchObject({ required: ['description'] });
  });

  it('answers no 500 to odd bodies on any operator call', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      {},
      { sections: 'x' },
      { ids: 'x', placement: 1 },
      { url: 5, is_active: 'yes' },
    ];
    const calls: ['PUT' | 'POST', string][] = [
      ['PUT', '/api/admin/announcement'],
      ['PUT', '/api/admin/howto'],
      ['POST', '/api/admin/banners/reorder'],
      ['PUT', '/api/admin/banners/1'],
      ['PUT', '/api/admin/announcement-feed/1'],
      ['POST', '/api/admin/contact-lines'],
      ['PUT', '/api/admin/contact-lines/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/admin/banners'],
      ['PUT', '/api/admin/setting-image/logo'],
    ];
    for (const [method, url] of calls) {
      for (const body of bodies) {
        const answer = await operator.request(method, url, body);
        expect(answer.status, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
  });
});
