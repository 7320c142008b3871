import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BANKS, MEMBER_BANK_CODES } from '@member/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPasswordHasher, TEST_HASHING } from './lib/passwords';
import { createTestDatabase, DATABASE_KINDS, makeTempDir, type TestDatabase } from './test/harness';
import { migrate, readMigrations } from './db/migrate';
import { createLocalStorage } from './lib/storage';
import { detectImage } from './lib/uploads';
import { DEMO_BANNERS, DEMO_NEWS } from './modules/content/seed';
import { DEMO_PROMOTIONS } from './modules/promotion/seed';
import { DEMO_MEMBER, isEmpty, OPERATOR_PASSWORD_FILE, seed } from './seed';

const hasher = createPasswordHasher(TEST_HASHING);

describe.each(DATABASE_KINDS)('migrations and seed on %s', (kind) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(kind);
  });
  afterEach(() => test.drop());

  async function counts() {
    const { rows } = await test.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM banks) AS banks, (SELECT count(*)::int FROM members) AS members,
              (SELECT count(*)::int FROM operators) AS operators`,
    );
    return rows[0];
  }

  it('applies every migration once, in order, and a second run applies nothing', async () => {
    const files = readMigrations().map((migration) => migration.name);
    expect(files[0]).toBe('0001_member_foundation.sql');
    expect(await migrate(test.db)).toEqual(files);
    expect(await migrate(test.db)).toEqual([]);
    const { rows } = await test.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(files.map((file) => file.slice(0, 4)));
  });

  it('applies each migration once when two runners start together', async () => {
    const results = await Promise.all([migrate(test.db), migrate(test.db)]);
    // The two may take turns (each file is its own transaction), but together they apply each file
    // once, and each applies its share in order.
    expect(results.flat().sort()).toEqual(readMigrations().map((migration) => migration.name));
    for (const applied of results) expect(applied).toEqual([...applied].sort());
  });

  it('rolls a failing migration back and records nothing', async () => {
    await migrate(test.db);
    const broken = [{ version: '9999', name: '9999_broken.sql', sql: 'CREATE TABLE half (id int); SELECT nope;' }];
    await expect(migrate(test.db, broken)).rejects.toThrow();
    const { rows } = await test.db.query(`SELECT 1 FROM schema_migrations WHERE version = '9999'`);
    expect(rows).toHaveLength(0);
    const tables = await test.db.query(`SELECT 1 FROM information_schema.tables WHERE table_name = 'half'`);
    expect(tables.rows).toHaveLength(0);
  });

  it('seeds 37 banks, the demo member and the operator, and a second run changes nothing', async () => {
    await migrate(test.db);
    expect(await isEmpty(test.db)).toBe(true);
    const dataDir = makeTempDir();
    const first = await seed(test.db, { hasher, dataDir, operatorPassword: 'operator-pass', storage: null });
    expect(first).toMatchObject({
      banks: 37,
      memberCreated: true,
      operatorCreated: true,
      generatedOperatorPassword: null,
    });
    expect(await counts()).toEqual({ banks: BANKS.length, members: 1, operators: 1 });
    expect(BANKS).toHaveLength(37);

    const second = await seed(test.db, { hasher, dataDir, operatorPassword: 'another-pass', storage: null });
    expect(second).toMatchObject({ banks: 37, memberCreated: false, operatorCreated: false });
    expect(await counts()).toEqual({ banks: 37, members: 1, operators: 1 });
    expect(await isEmpty(test.db)).toBe(false);

    const { rows } = await test.db.query<{ password_hash: string }>(
      `SELECT password_hash FROM operators WHERE username = 'admin'`,
    );
    expect(await hasher.verify(rows[0]?.password_hash ?? '', 'operator-pass')).toBe(true);

    const member = await test.db.query<{ member_level: string; bank_code: string; first_name: string }>(
      'SELECT member_level, bank_code, first_name FROM members WHERE tel = $1',
      [DEMO_MEMBER.tel],
    );
    expect(member.rows[0]).toEqual({ member_level: 'vip', bank_code: 'kbnk', first_name: 'สมชาย' });

    const registerable = await test.db.query<{ code: string }>(
      `SELECT code FROM banks WHERE kind IN ('bank', 'wallet') ORDER BY sort_order`,
    );
    expect(registerable.rows.map((row) => row.code)).toEqual(MEMBER_BANK_CODES);
  });

  it('generates the operator password when none is configured and keeps it in a 0600 file', async () => {
    await migrate(test.db);
    const dataDir = makeTempDir();
    const report = await seed(test.db, { hasher, dataDir, operatorPassword: null, storage: null });
    const file = path.join(dataDir, OPERATOR_PASSWORD_FILE);
    expect(report.operatorPasswordFile).toBe(file);
    expect(report.generatedOperatorPassword?.length).toBeGreaterThanOrEqual(12);
    expect(readFileSync(file, 'utf8').trim()).toBe(report.generatedOperatorPassword);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const again = await seed(test.db, { hasher, dataDir: makeTempDir(), operatorPassword: null, storage: null });
    expect(again.generatedOperatorPassword).toBeNull();
    expect(existsSync(path.join(dataDir, OPERATOR_PASSWORD_FILE))).toBe(true);
  });

  it('adds the demo content once, its art in the uploads storage, and a later seed keeps what an operator changed', async () => {
    await migrate(test.db);
    const dataDir = makeTempDir();
    const storage = createLocalStorage(path.join(dataDir, 'uploads'));
    await seed(test.db, { hasher, dataDir, operatorPassword: 'operator-pass', storage });

    const banners = await test.db.query<{ placement: string; file_key: string; url: string | null }>(
      'SELECT placement, file_key, url FROM banners ORDER BY sort_order',
    );
    // Home banners only: no popup, which would cover every page after login.
    expect(banners.rows.map((row) => [row.placement, row.url])).toEqual(
      DEMO_BANNERS.map((banner) => ['banner', banner.url]),
    );
    const news = await test.db.query<{ file_key: string; description: string }>(
      'SELECT file_key, description FROM announcement_feed ORDER BY id',
    );
    expect(news.rows.map((row) => row.description)).toEqual(DEMO_NEWS.map((item) => item.description));
    const promotions = await test.db.query<{ title: string; image_key: string | null }>(
      'SELECT title, image_key FROM promotions ORDER BY sort_order',
    );
    expect(promotions.rows.map((row) => row.title)).toEqual(DEMO_PROMOTIONS.map((p) => p.title));

    // Every key names a distinct stored JPEG that /uploads serves, like an operator's upload.
    const keys = [...banners.rows, ...news.rows].map((row) => row.file_key);
    keys.push(...promotions.rows.map((row) => row.image_key ?? ''));
    expect(new Set(keys).size).toBe(DEMO_BANNERS.length + DEMO_NEWS.length + DEMO_PROMOTIONS.length);
    for (const key of keys) {
      const file = await storage.get(key);
      expect(file?.contentType, key).toBe('image/jpeg');
      expect(detectImage(file?.body ?? Buffer.alloc(0))?.extension).toBe('jpg');
      expect(storage.urlFor(key)).toBe(`/uploads/${key}`);
    }

    // The operator deletes a banner and hides a news item; a second seed adds nothing back.
    await test.db.query('DELETE FROM banners WHERE sort_order = 1');
    await test.db.query('UPDATE announcement_feed SET is_active = false');
    await test.db.query('UPDATE promotions SET image_key = NULL');
    await seed(test.db, { hasher, dataDir, operatorPassword: 'operator-pass', storage });
    const after = await test.db.query<{ banners: number; news: number; shown: number; art: number; promos: number }>(
      `SELECT (SELECT count(*)::int FROM banners) AS banners, (SELECT count(*)::int FROM announcement_feed) AS news,
              (SELECT count(*)::int FROM announcement_feed WHERE is_active) AS shown,
              (SELECT count(image_key)::int FROM promotions) AS art, (SELECT count(*)::int FROM promotions) AS promos`,
    );
    expect(after.rows[0]).toEqual({
      banners: DEMO_BANNERS.length - 1,
      news: DEMO_NEWS.length,
      shown: 0,
      art: 0,
      promos: DEMO_PROMOTIONS.length,
    });
  });
});
