import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../db/migrate';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../test/harness';

const HILO = { code: 'hilo', name: 'ไฮโล', image: '/games/sandbox/hilo.svg' };
const SLOT = { code: 'slot', name: 'สล็อตผลไม้', image: '/games/sandbox/slot.svg' };

/**
 * Migration 0034 (decision 0106): the sessions open at upgrade time were the slot's, and the sandbox
 * provider lists Hi-Lo once, whether or not an operator listed it already.
 */
describe.each(DATABASE_KINDS)('migration 0034, the sandbox Hi-Lo (%s)', (kind) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(kind);
  });
  afterEach(() => test.drop());

  const all = readMigrations();
  const before = all.filter((m) => m.version < '0034');
  const hilo = all.filter((m) => m.version === '0034');
  const games = async () =>
    (await test.db.query<{ games: unknown }>(`SELECT games FROM play_providers WHERE code = 'sandbox'`)).rows[0]?.games;

  it('keeps the open sessions as the slot’s, lists Hi-Lo after the slot, and asks a game of every new session', async () => {
    expect(hilo.map((m) => m.name)).toEqual(['0034_sandbox_hilo.sql']);
    await migrate(test.db, before);
    await test.db.query(
      `INSERT INTO game_sandbox_sessions (id, member, expires_at) VALUES ('s1', '0800000000', now() + interval '1 hour')`,
    );
    expect(await migrate(test.db, all)).toContain('0034_sandbox_hilo.sql');
    const { rows } = await test.db.query<{ game: string }>(`SELECT game FROM game_sandbox_sessions WHERE id = 's1'`);
    expect(rows[0]?.game).toBe('slot');
    expect(await games()).toEqual([SLOT, HILO]);
    await expect(
      test.db.query(`INSERT INTO game_sandbox_sessions (id, member, expires_at) VALUES ('s2', 'x', now())`),
    ).rejects.toThrow();
    // Its statement run again adds nothing.
    await test.db.exec(hilo[0]!.sql.replace(/^ALTER TABLE.*$/gm, ''));
    expect(await games()).toEqual([SLOT, HILO]);
  });

  it('does not list Hi-Lo twice when an operator listed it before the upgrade', async () => {
    await migrate(test.db, before);
    const listed = { code: 'hilo', name: 'ไฮโลของแอดมิน', image: '/x.svg' };
    await test.db.query(`UPDATE play_providers SET games = games || $1::jsonb WHERE code = 'sandbox'`, [
      JSON.stringify([listed]),
    ]);
    await migrate(test.db, all);
    expect(await games()).toEqual([SLOT, listed]);
  });
});
