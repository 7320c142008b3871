import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../test/harness';

describe.each(DATABASE_KINDS)('gateway codes checked by the registry, not by SQL (%s)', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await migrate(t.db);
  });
  afterAll(() => t.drop());

  const checks = async (table: string) =>
    (
      await t.db.query<{ name: string; definition: string }>(
        `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
          WHERE conrelid = $1::regclass AND contype = 'c' ORDER BY conname`,
        [table],
      )
    ).rows;

  it('lists no gateway code in a CHECK, and keeps only the form of a code', async () => {
    for (const table of ['deposits', 'gateway_payments']) {
      for (const { definition } of await checks(table)) expect(definition).not.toMatch(/'ppyp'|'cp'/);
    }
    expect((await checks('deposits')).map(({ name }) => name)).toContain('deposits_type_code');
    expect((await checks('gateway_payments')).map(({ name }) => name)).toContain('gateway_payments_provider_code');
  });
});
