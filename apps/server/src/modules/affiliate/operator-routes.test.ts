import {
  AFFILIATE_MESSAGES,
  type AdminAccrualRun,
  type AdminAffiliateDetail,
  type AdminAffiliateRow,
  type AdminDownlineRow,
  type AffiliateSettings,
  type Page,
  VALIDATION,
} from '@member/shared';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../test/harness';
import { fund } from '../money/test-support';
import {
  accrueNow,
  codeOf,
  downlineOf,
  type Member,
  moveOnWallet,
  newDeviceId,
  putSettings,
  register,
  useAffiliateSuite,
} from './test-support';

const error = (code: string, message: string) => ({ error: { code, message } });

describe.each(DATABASE_KINDS)('the operators’ affiliate calls on %s', (kind) => {
  const t = useAffiliateSuite(kind, { admin: 'admin', finance: 'finance', content: 'content' });

  async function auditOf(action: string, targetId?: string) {
    const { rows } = await t.db.query<{ operator: string; target_id: string; before: unknown; after: unknown }>(
      `SELECT o.username AS operator, a.target_id, a.before, a.after FROM audit_log a JOIN operators o ON o.id = a.operator_id
       WHERE a.action = $1 AND ($2::text IS NULL OR a.target_id = $2) ORDER BY a.id`,
      [action, targetId ?? null],
    );
    return rows;
  }
  const memberIdOf = (member: Member) => member.id;

  it('guards every call by its permission: content sees nothing, finance reads but changes nothing', async () => {
    const affiliate = await register(t);
    const downline = await downlineOf(t, affiliate);
    const settings = (await t.admin.get<AffiliateSettings>('/api/admin/affiliate/settings')).body.data;
    const reads = [
      '/api/admin/affiliate/settings',
      '/api/admin/affiliate/affiliates',
      `/api/admin/affiliate/affiliates/${affiliate.tel}`,
      '/api/admin/affiliate/downlines',
      '/api/admin/affiliate/withdrawals',
      '/api/admin/affiliate/accruals',
    ];
    const changes: [string, string, unknown][] = [
      ['PUT', '/api/admin/affiliate/settings', settings],
      ['POST', `/api/admin/affiliate/affiliates/${affiliate.tel}/hold`, {}],
      ['POST', `/api/admin/affiliate/affiliates/${affiliate.tel}/release`, {}],
      ['POST', `/api/admin/affiliate/downlines/${downline.tel}/clear`, {}],
      ['POST', `/api/admin/affiliate/downlines/${downline.tel}/exclude`, {}],
      ['POST', '/api/admin/affiliate/accruals', undefined],
    ];
    for (const path of reads) {
      expect((await t.content.get(path)).status, path).toBe(403);
      expect((await t.finance.get(path)).status, path).toBe(200);
    }
    for (const [method, path, body] of changes) {
      expect((await t.content.request(method as 'POST', path, body)).status, path).toBe(403);
      expect((await t.finance.request(method as 'POST', path, body)).status, path).toBe(403);
    }
    for (const verb of ['approve', 'reject']) {
      expect((await t.content.post(`/api/admin/affiliate/withdrawals/1/${verb}`, {})).status).toBe(403);
    }
    // A member's token is no operator's.
    expect((await affiliate.get('/api/admin/affiliate/settings')).status).toBe(403);
  });

  it('reads and changes the settings, refusing bad ones with the Thai texts, audited before and after', async () => {
    const before = (await t.admin.get<AffiliateSettings>('/api/admin/affiliate/settings')).body
      .data as AffiliateSettings;
    expect(before).toEqual({
      affRate: 5,
      secondLevelRate: 0,
      minWithdraw: 100,
      basis: 'net_loss',
      negativeCarryover: true,
      addressFlagsAlone: false,
    });
    const bad: [Partial<Record<keyof AffiliateSettings, unknown>>, string][] = [
      [{ affRate: 100.5 }, AFFILIATE_MESSAGES.rateInvalid],
      [{ affRate: -1 }, AFFILIATE_MESSAGES.rateInvalid],
      [{ affRate: 1.234 }, AFFILIATE_MESSAGES.rateInvalid],
      [{ affRate: '5' }, AFFILIATE_MESSAGES.rateInvalid],
      [{ secondLevelRate: 101 }, AFFILIATE_MESSAGES.rateInvalid],
      [{ basis: 'turnover' }, AFFILIATE_MESSAGES.basisInvalid],
      [{ minWithdraw: 0 }, VALIDATION.amountPositive],
      [{ negativeCarryover: 'yes' }, VALIDATION.invalidValue],
      [{ addressFlagsAlone: 'true' }, VALIDATION.invalidValue],
    ];
    for (const [change, message] of bad) {
      const answer = await t.admin.put('/api/admin/affiliate/settings', { ...before, ...change });
      expect(answer.body, JSON.stringify(change)).toEqual(error('BAD_REQUEST', message));
    }
    const after = await putSettings(t.admin, {
      affRate: 12.5,
      secondLevelRate: 0.75,
      minWithdraw: 250.5,
      basis: 'deposit',
    });
    expect(after).toEqual({
      affRate: 12.5,
      secondLevelRate: 0.75,
      minWithdraw: 250.5,
      basis: 'deposit',
      negativeCarryover: true,
      addressFlagsAlone: false,
    });
    const { rows } = await t.db.query<{
      aff_rate_bp: number;
      second_level_rate_bp: number;
      min_withdraw_satang: string;
    }>(
      'SELECT aff_rate_bp, second_level_rate_bp, min_withdraw_satang::text AS min_withdraw_satang FROM affiliate_settings',
    );
    expect(rows[0]).toEqual({ aff_rate_bp: 1_250, second_level_rate_bp: 75, min_withdraw_satang: '25050' });
    expect((await auditOf('affiliate.settings')).at(-1)).toMatchObject({ operator: 'admin', before, after });
    const member = await register(t);
    expect((await member.get('/api/income/aff-data')).body.data).toMatchObject({ affRate: 12.5, minWithdraw: 250.5 });
    await putSettings(t.admin, before);
  });

  it('lists affiliates with a downline, searched by phone or name, filtered by hold', async () => {
    const affiliate = await register(t, { overrides: { first_name: 'Kannika' } });
    await downlineOf(t, affiliate);
    await downlineOf(t, affiliate);
    const loner = await register(t);
    const list = async (query: string) =>
      (
        (await t.admin.get<Page<AdminAffiliateRow>>(`/api/admin/affiliate/affiliates?${query}`)).body
          .data as Page<AdminAffiliateRow>
      ).items;
    expect(await list(`q=${affiliate.tel.slice(0, 7)}`)).toContainEqual(
      expect.objectContaining({ tel: affiliate.tel, code: await codeOf(affiliate), downlines: 2, held: false }),
    );
    expect((await list('q=kannika')).map((r) => r.tel)).toContain(affiliate.tel);
    expect((await list(`q=${loner.tel}`)).map((r) => r.tel)).toEqual([]);
    expect((await list(`q=${affiliate.tel}&held=true`)).map((r) => r.tel)).toEqual([]);
    await t.admin.post(`/api/admin/affiliate/affiliates/${affiliate.tel}/hold`, {});
    expect((await list(`q=${affiliate.tel}&held=true`)).map((r) => r.tel)).toEqual([affiliate.tel]);
  });

  it('shows an affiliate’s page: upline, downlines with their contribution, newest commissions', async () => {
    const top = await register(t);
    const affiliate = await downlineOf(t, top);
    const downline = await downlineOf(t, affiliate);
    await fund(t.admin, downline.tel, 1_000);
    await moveOnWallet(t.db, downline.id, { stake: 600 });
    await accrueNow(t.admin);
    const detail = (await t.admin.get<AdminAffiliateDetail>(`/api/admin/affiliate/affiliates/${affiliate.tel}`)).body
      .data as AdminAffiliateDetail;
    expect(detail.affiliate).toMatchObject({
      tel: affiliate.tel,
      downlines: 1,
      totalAff: 30,
      availableAff: 30,
      heldNote: null,
      upline: { tel: top.tel, code: await codeOf(top) },
    });
    expect(detail.downlines).toMatchObject([{ tel: downline.tel, contribution: 30, state: 'ok' }]);
    expect(detail.commissions).toMatchObject([{ levelOneBase: 600, amount: 30, basis: 'net_loss' }]);
    expect((await t.admin.get('/api/admin/affiliate/affiliates/0999999999')).body).toEqual(
      error('NOT_FOUND', AFFILIATE_MESSAGES.affiliateNotFound),
    );
  });

  it('holds and releases an affiliate, audited with the note', async () => {
    const affiliate = await register(t);
    const held = await t.admin.post<AdminAffiliateRow>(`/api/admin/affiliate/affiliates/${affiliate.tel}/hold`, {
      note: 'รอตรวจสอบบัญชี',
    });
    expect(held.body.data).toMatchObject({ tel: affiliate.tel, held: true });
    const detail = (await t.admin.get<AdminAffiliateDetail>(`/api/admin/affiliate/affiliates/${affiliate.tel}`)).body
      .data;
    expect(detail?.affiliate).toMatchObject({ held: true, heldNote: 'รอตรวจสอบบัญชี' });
    const released = await t.admin.post<AdminAffiliateRow>(`/api/admin/affiliate/affiliates/${affiliate.tel}/release`);
    expect(released.body.data).toMatchObject({ held: false });
    expect(await auditOf('affiliate.hold', memberIdOf(affiliate))).toMatchObject([
      { operator: 'admin', before: { held: false }, after: { held: true, note: 'รอตรวจสอบบัญชี' } },
    ]);
    expect(await auditOf('affiliate.release', memberIdOf(affiliate))).toHaveLength(1);
    expect((await t.admin.post('/api/admin/affiliate/affiliates/0999999999/hold', {})).status).toBe(404);
  });

  it('lists flagged downlines; clears or excludes one once, audited', async () => {
    const device = newDeviceId();
    const affiliate = await register(t, { deviceId: device });
    const flagged = await register(t, { prefix: await codeOf(affiliate), deviceId: device });
    const other = await register(t, { prefix: await codeOf(affiliate), deviceId: device });
    const queue = (await t.admin.get<Page<AdminDownlineRow>>('/api/admin/affiliate/downlines?limit=100')).body.data;
    expect(
      queue?.items
        .filter((d) => d.affiliate.tel === affiliate.tel)
        .map((d) => d.tel)
        .sort(),
    ).toEqual([flagged.tel, other.tel].sort());
    expect(queue?.items.find((d) => d.tel === flagged.tel)).toMatchObject({
      state: 'flagged',
      flagReasons: ['same_device'],
      affiliate: { tel: affiliate.tel, code: await codeOf(affiliate) },
      reviewed_by: null,
    });

    const cleared = await t.admin.post<AdminDownlineRow>(`/api/admin/affiliate/downlines/${flagged.tel}/clear`, {
      note: 'ครอบครัวเดียวกัน',
    });
    expect(cleared.body.data).toMatchObject({ state: 'cleared', reviewed_by: 'admin', note: 'ครอบครัวเดียวกัน' });
    expect(cleared.body.data?.reviewed_at).not.toBeNull();
    expect((await t.admin.post(`/api/admin/affiliate/downlines/${flagged.tel}/clear`, {})).body).toEqual(
      error('BUSINESS_RULE', AFFILIATE_MESSAGES.downlineNotFlaggable),
    );
    expect(
      (await t.admin.post<AdminDownlineRow>(`/api/admin/affiliate/downlines/${other.tel}/exclude`, {})).body.data,
    ).toMatchObject({
      state: 'excluded',
    });
    for (const verb of ['clear', 'exclude']) {
      expect((await t.admin.post(`/api/admin/affiliate/downlines/${other.tel}/${verb}`, {})).status).toBe(422);
      // A member with no upline is nobody's downline.
      expect((await t.admin.post(`/api/admin/affiliate/downlines/${affiliate.tel}/${verb}`, {})).body).toEqual(
        error('BUSINESS_RULE', AFFILIATE_MESSAGES.downlineNotFlaggable),
      );
    }
    const excludedList = (
      await t.admin.get<Page<AdminDownlineRow>>('/api/admin/affiliate/downlines?state=excluded&limit=100')
    ).body.data?.items;
    expect(excludedList?.map((d) => d.tel)).toContain(other.tel);
    expect(await auditOf('affiliate.downline.clear', memberIdOf(flagged))).toMatchObject([
      { before: { state: 'flagged' }, after: { state: 'cleared' } },
    ]);
    expect(await auditOf('affiliate.downline.exclude', memberIdOf(other))).toHaveLength(1);
  });

  it('runs an accrual now, lists the runs newest first, and audits each run', async () => {
    const run = await accrueNow(t.admin);
    expect(run).toMatchObject({ kind: 'operator', operator: 'admin' });
    const runs = (await t.finance.get<Page<AdminAccrualRun>>('/api/admin/affiliate/accruals')).body.data;
    expect(runs?.items[0]).toEqual(run);
    expect(runs?.total).toBeGreaterThanOrEqual(1);
    expect(await auditOf('affiliate.accrual', run?.id)).toMatchObject([{ operator: 'admin', after: run }]);
  });
});
