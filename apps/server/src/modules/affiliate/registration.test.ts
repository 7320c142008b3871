import type {
  AdminAffiliateDetail,
  AdminDownlineRow,
  AffiliateByUsernameRow,
  AffiliateData,
  AffiliateSettings,
  Page,
} from '@member/shared';
import { maskPhone } from '@member/shared';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, insertMemberRow } from '../../test/harness';
import { migrate, readMigrations } from '../../db/migrate';
import { type MoneyClient } from '../money/test-support';
import { codeOf, downlineOf, incomeOf, newDeviceId, register, uniqueName, useAffiliateSuite } from './test-support';

const range = 'startDate=2000-01-01&endDate=2000-12-31';

describe.each(DATABASE_KINDS)('registration into the programme on %s', (kind) => {
  const t = useAffiliateSuite(kind, { admin: 'admin' });

  const detail = async (tel: string) =>
    (await t.admin.get<AdminAffiliateDetail>(`/api/admin/affiliate/affiliates/${tel}`)).body
      .data as AdminAffiliateDetail;
  const rowOf = async (affiliateTel: string, downlineTel: string): Promise<AdminDownlineRow | undefined> =>
    (await detail(affiliateTel)).downlines.find((d) => d.tel === downlineTel);

  it('gives every member a code of their own and the link that carries it', async () => {
    const member = await register(t);
    const data = (await member.get<AffiliateData>('/api/income/aff-data')).body.data as AffiliateData;
    expect(data.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(data.link).toBe(`/register?prefix=${data.code}`);
    expect(data).toMatchObject({ affRate: 5, secondLevelRate: 0, minWithdraw: 100, basis: 'net_loss' });
    const other = await register(t);
    expect(await codeOf(other)).not.toBe(data.code);
  });

  it('makes a member registered with a valid code the owner’s downline, for good', async () => {
    const affiliate = await register(t);
    const code = await codeOf(affiliate);
    const downline = await register(t, { prefix: ` ${code.toLowerCase()} ` });
    expect(downline.referred).toBe(true);
    expect(await incomeOf(affiliate)).toMatchObject({ totalDownlineMember: 1, totalDepositMember: 0 });
    const row = await rowOf(affiliate.tel, downline.tel);
    expect(row).toMatchObject({ state: 'ok', flagReasons: [], affiliate: { tel: affiliate.tel, code } });
    expect((await detail(downline.tel)).affiliate.upline).toMatchObject({ tel: affiliate.tel, code });
    // The upline is set once: the database refuses to change it.
    await expect(
      t.db.query('UPDATE affiliate_members SET upline_id = NULL WHERE member_id = $1', [downline.id]),
    ).rejects.toThrow();
  });

  it('ignores an unknown or absent code: the registration succeeds without an upline, and says so', async () => {
    for (const prefix of ['ZZZZ9999', 'not a code', '', undefined]) {
      const member = await register(t, prefix === undefined ? {} : { prefix });
      expect(member.referred).toBe(false);
      expect((await detail(member.tel)).affiliate.upline).toBeNull();
    }
  });

  it('counts level 2 through the upline’s upline', async () => {
    const top = await register(t);
    const middle = await downlineOf(t, top);
    const bottom = await downlineOf(t, middle);
    expect(await incomeOf(top)).toMatchObject({ totalDownlineMember: 1 });
    const rows = (await top.get<AffiliateByUsernameRow[]>(`/api/income/summary-downline-by-username?${range}`)).body
      .data;
    expect(rows?.map((r) => [r.username, r.level])).toEqual([
      [maskPhone(middle.tel), 1],
      [maskPhone(bottom.tel), 2],
    ]);
  });

  describe('flags', () => {
    it('flags a downline with the affiliate’s bank account holder name (first and last name together, any case)', async () => {
      const affiliate = await register(t, { overrides: { first_name: 'Somchai', last_name: 'Jaidee' } });
      const downline = await register(t, {
        prefix: await codeOf(affiliate),
        overrides: { first_name: 'SOMCHAIJAI', last_name: 'dee' },
      });
      expect(await rowOf(affiliate.tel, downline.tel)).toMatchObject({ state: 'flagged', flagReasons: ['same_name'] });
    });

    it('flags a downline registered from the affiliate’s device; another device is not flagged', async () => {
      const device = newDeviceId();
      const affiliate = await register(t, { deviceId: device });
      const same = await downlineOf(t, affiliate, { deviceId: device });
      const other = await downlineOf(t, affiliate, { deviceId: newDeviceId() });
      const malformed = await register(t, { prefix: await codeOf(affiliate), deviceId: 'short' });
      expect(await rowOf(affiliate.tel, same.tel)).toMatchObject({ state: 'flagged', flagReasons: ['same_device'] });
      expect(await rowOf(affiliate.tel, other.tel)).toMatchObject({ state: 'ok', flagReasons: [] });
      expect(await rowOf(affiliate.tel, malformed.tel)).toMatchObject({ state: 'ok' });
    });

    it('notes a downline registered from the affiliate’s address (registration or session) without flagging it, unless the operator says an address flags alone', async () => {
      const affiliate = await register(t);
      const fromRegistration = await register(t, { prefix: await codeOf(affiliate), ip: affiliate.ip });
      // The affiliate signs in from another address later: that address is theirs too.
      const elsewhere = new (affiliate.constructor as typeof MoneyClient)(t.app);
      await elsewhere.request('POST', '/api/member/login', { tel: affiliate.tel, password: 'secret1234' });
      const fromSession = await register(t, { prefix: await codeOf(affiliate), ip: elsewhere.ip });
      const unrelated = await downlineOf(t, affiliate);
      // One home Wi-Fi or one carrier address: a weak signal, noted for the operator, not a flag.
      for (const downline of [fromRegistration, fromSession]) {
        expect(await rowOf(affiliate.tel, downline.tel)).toMatchObject({ state: 'ok', flagReasons: ['same_address'] });
      }
      expect(await rowOf(affiliate.tel, unrelated.tel)).toMatchObject({ state: 'ok', flagReasons: [] });

      const settings = (await t.admin.get<AffiliateSettings>('/api/admin/affiliate/settings')).body.data;
      expect(settings?.addressFlagsAlone).toBe(false);
      expect(
        (await t.admin.put('/api/admin/affiliate/settings', { ...settings, addressFlagsAlone: true })).status,
      ).toBe(200);
      try {
        const strict = await register(t, { prefix: await codeOf(affiliate), ip: affiliate.ip });
        expect(await rowOf(affiliate.tel, strict.tel)).toMatchObject({
          state: 'flagged',
          flagReasons: ['same_address'],
        });
        // Downlines judged before the change keep their state.
        expect(await rowOf(affiliate.tel, fromRegistration.tel)).toMatchObject({ state: 'ok' });
      } finally {
        await t.admin.put('/api/admin/affiliate/settings', settings);
      }
    });

    it('records every reason shared at once', async () => {
      const device = newDeviceId();
      const name = uniqueName();
      const affiliate = await register(t, { deviceId: device, overrides: name });
      const twin = await register(t, {
        prefix: await codeOf(affiliate),
        deviceId: device,
        ip: affiliate.ip,
        overrides: name,
      });
      const flagged = (
        await t.admin.get<Page<AdminDownlineRow>>('/api/admin/affiliate/downlines?state=flagged&limit=100')
      ).body.data?.items;
      expect(flagged?.find((d) => d.tel === twin.tel)?.flagReasons).toEqual([
        'same_name',
        'same_device',
        'same_address',
      ]);
    });
  });

  it('gives a member created outside the register call their row the first time it is needed', async () => {
    const id = await insertMemberRow(t.db);
    expect((await t.db.query('SELECT 1 FROM affiliate_members WHERE member_id = $1', [id])).rows).toHaveLength(0);
    const { rows } = await t.db.query<{ tel: string }>('SELECT tel FROM members WHERE id = $1', [id]);
    const hold = await t.admin.post(`/api/admin/affiliate/affiliates/${rows[0]?.tel}/hold`, { note: 'ตรวจสอบ' });
    expect(hold.status).toBe(200);
    expect(hold.body.data).toMatchObject({ held: true, downlines: 0 });
  });
});

describe.each(DATABASE_KINDS)('migration 0018 on %s', (kind) => {
  it('gives every member registered before it a code of their own, and no upline', async () => {
    const { db, drop } = await createTestDatabase(kind);
    try {
      const before = readMigrations().filter((m) => m.version < '0018');
      await migrate(db, before);
      const ids = [];
      for (let i = 0; i < 25; i += 1) ids.push(await insertMemberRow(db));
      await db.query(`UPDATE members SET prefix = 'OLDPREFIX'`);
      await migrate(db);
      const { rows } = await db.query<{ member_id: string; code: string; upline_id: string | null }>(
        'SELECT member_id::text AS member_id, code, upline_id::text AS upline_id FROM affiliate_members',
      );
      expect(rows.map((r) => r.member_id).sort()).toEqual([...ids].sort());
      expect(new Set(rows.map((r) => r.code)).size).toBe(ids.length);
      for (const row of rows) {
        expect(row.code).toMatch(/^[A-Z0-9]{8}$/);
        expect(row.upline_id).toBeNull();
      }
      // The programme's house accounts exist with every shard.
      const { rows: shards } = await db.query<{ code: string; n: number }>(
        `SELECT code, count(*)::int AS n FROM ledger_accounts WHERE code LIKE 'house_affiliate%' GROUP BY code ORDER BY code`,
      );
      expect(shards).toEqual([
        { code: 'house_affiliate', n: 16 },
        { code: 'house_affiliate_pending', n: 16 },
      ]);
    } finally {
      await drop();
    }
  });
});
