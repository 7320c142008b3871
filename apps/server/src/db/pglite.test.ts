import { existsSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/harness';
import { createPgliteDatabase, DatabaseInUseError } from './pglite';

describe('embedded database folder', () => {
  it('keeps its data across reopenings', async () => {
    const dir = makeTempDir();
    const first = await createPgliteDatabase(dir);
    await first.exec('CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$x$$);');
    await first.close();
    const second = await createPgliteDatabase(dir);
    expect((await second.query('SELECT v FROM kept')).rows).toEqual([{ v: 'x' }]);
    await second.close();
  });

  it('refuses a second opener while the first is open, and takes over a stale lock', async () => {
    const dir = makeTempDir();
    const db = await createPgliteDatabase(dir);
    await expect(createPgliteDatabase(dir)).rejects.toBeInstanceOf(DatabaseInUseError);
    await db.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);

    writeFileSync(`${dir}.lock`, '999999999');
    const again = await createPgliteDatabase(dir);
    await again.close();
  });
});
