import { randomInt, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { ChatMemberPage } from '@member/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { TEST_HASHING } from '../../lib/passwords';
import { Client, createTestDatabase, DATABASE_KINDS, type TestDatabase, testConfig } from '../../test/harness';
import { makePng } from '../../test/images';
import { subjectOf } from '../../test/sockets';
import { makeChatFilesPrivate, STORAGE_KEY_COLUMNS } from './legacy-files';
import { CH, sendAsMember } from './test-support';

const uniquePng = () => makePng(4, 4, [randomInt(256), randomInt(256), randomInt(256)]);

/**
 * Chat files stored before decision 0132 sat under public keys, at /uploads/<key> for anyone. The next
 * start moves them out of reach; site content keeps its public images, even one a chat file shares.
 */
describe.each(DATABASE_KINDS)('chat files stored before they were private, on %s', (kind) => {
  let test: TestDatabase;
  let config: Config;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    config = testConfig({ services: ['member', 'chat'] });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await test?.drop();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  const start = async (seedWhenEmpty: boolean) => {
    const app = await buildApp(config, { database: test.db, hashing: TEST_HASHING, seedWhenEmpty, logger: false });
    apps.push(app);
    return app;
  };

  it('answers 404 at a chat file’s old public URL after the next start, and shows it through a signed link', async () => {
    const before = await start(true);
    const member = new Client(before);
    await member.registerAndLogin();
    const memberId = subjectOf(member.token ?? '');

    // As the chat stored files before: public keys, and a content image that a chat file shares.
    const stored = async (data: Buffer) =>
      (await before.storage.put(data, { contentType: 'image/png', extension: 'png' })).key;
    const chatOnly = uniquePng();
    const shared = uniquePng();
    const content = uniquePng();
    const [chatKey, sharedKey, contentKey] = [await stored(chatOnly), await stored(shared), await stored(content)];
    await before.db.query("UPDATE setting_images SET file_key = $1 WHERE kind = 'logo'", [sharedKey]);
    await before.db.query("UPDATE setting_images SET file_key = $1 WHERE kind = 'favicon'", [contentKey]);
    for (const key of [chatKey, sharedKey]) {
      const id = randomUUID();
      await before.db.query(
        `INSERT INTO chat_files (id, uploader_kind, uploader_id, storage_key, mime, kind, size_bytes)
         VALUES ($1, 'member', $2, $3, 'image/png', 'image', 10)`,
        [id, memberId, key],
      );
      expect((await sendAsMember(member, { file_id: id })).status).toBe(201);
    }
    expect((await before.inject({ url: `/uploads/${chatKey}` })).statusCode).toBe(200);
    await before.close();
    apps.splice(apps.indexOf(before), 1);

    const after = await start(false);
    expect((await after.inject({ url: `/uploads/${chatKey}` })).statusCode).toBe(404);
    expect((await after.inject({ url: `/uploads/${sharedKey}` })).statusCode).toBe(200);
    expect((await after.inject({ url: `/uploads/${contentKey}` })).statusCode).toBe(200);

    const reader = new Client(after);
    reader.token = member.token;
    const page = await reader.get<ChatMemberPage>(`${CH}/chat-member`);
    const files = (page.body.data?.messages ?? []).flatMap((message) => (message.file ? [message.file] : []));
    expect(files).toHaveLength(2);
    for (const [file, bytes] of files.map((file, index) => [file, [chatOnly, shared][index]] as const)) {
      expect(file.url.startsWith(`${CH}/file/`)).toBe(true);
      const served = await after.inject({ url: file.url });
      expect([served.statusCode, served.rawPayload.equals(bytes ?? Buffer.alloc(0))]).toEqual([200, true]);
    }
    const { rows } = await after.db.query<{ storage_key: string }>('SELECT storage_key FROM chat_files');
    expect(rows.every((row) => row.storage_key.startsWith('private/'))).toBe(true);
    expect(await makeChatFilesPrivate(after.db, after.storage, after.log)).toBe(0);
  });

  it('knows every column of the schema that holds a storage key', async () => {
    const { rows } = await test.db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND column_name ~ '(file|image|sound|storage)'
         AND data_type IN ('text', 'jsonb', 'character varying')
       ORDER BY table_name, column_name`,
    );
    const known = [...STORAGE_KEY_COLUMNS.map(([table, column]) => `${table}.${column}`), 'minigame_games.sounds'];
    expect(rows.map((row) => `${row.table_name}.${row.column_name}`).sort()).toEqual(known.sort());
  });
});
