import { describe, expect, it } from 'vitest';
import { actionLabel, auditDiff, targetLabel } from './audit-diff';

describe('auditDiff', () => {
  it('lists only the changed fields of an update, in Thai', () => {
    const rows = auditDiff(
      { title: 'A', isActive: false, sortOrder: 1, memberLevels: [] },
      { title: 'A', isActive: true, sortOrder: 1, memberLevels: ['vip', 'gold'] },
    );
    expect(rows).toEqual([
      { key: 'isActive', label: 'เปิดใช้งาน', before: 'ไม่', after: 'ใช่' },
      { key: 'memberLevels', label: 'ระดับสมาชิก', before: '-', after: 'vip, gold' },
    ]);
  });

  it('leaves the update stamp out when something else changed', () => {
    const before = { role: 'support', updated_at: '2026-01-01T00:00:00.000Z' };
    const after = { role: 'finance', updated_at: '2026-01-01T00:00:01.000Z' };
    expect(auditDiff(before, after).map((row) => row.key)).toEqual(['role']);
    expect(auditDiff({ ...before, role: 'x' }, { ...after, role: 'x' }).map((row) => row.key)).toEqual(['updated_at']);
  });

  it('lists every field of a creation and of a removal', () => {
    expect(
      auditDiff(null, { username: 'kim', role: 'content' }).map((row) => [row.label, row.before, row.after]),
    ).toEqual([
      ['ชื่อผู้ใช้', '-', 'kim'],
      ['บทบาท', '-', 'เนื้อหา'],
    ]);
    expect(auditDiff({ url: null }, null)).toEqual([{ key: 'url', label: 'ลิงก์', before: '-', after: '-' }]);
  });

  it('shows times in Bangkok and unknown fields by their name', () => {
    const [row] = auditDiff({ startDate: '2026-01-01T00:00:00.000Z' }, { startDate: '2026-01-02T00:00:00.000Z' });
    expect(row).toMatchObject({ before: '2026-01-01 07:00:00', after: '2026-01-02 07:00:00' });
    expect(auditDiff({ odd: 1 }, { odd: 2 })[0]?.label).toBe('odd');
  });

  it('compares values that are not objects as one row', () => {
    expect(auditDiff([1, 2], [2, 1])).toEqual([{ key: '', label: 'ค่า', before: '1, 2', after: '2, 1' }]);
    expect(auditDiff([1], [1])).toEqual([]);
    expect(auditDiff(null, null)).toEqual([]);
  });
});

describe('labels', () => {
  it('names known actions in Thai and falls back to the raw name', () => {
    expect(actionLabel('promotion.activate')).toBe('เปิดใช้งานโปรโมชั่น');
    expect(actionLabel('something.new')).toBe('something.new');
  });

  it('names a target by what the entry holds', () => {
    expect(targetLabel({ type: 'operator', id: '7' }, null, { username: 'kim' })).toBe('บัญชีผู้ดูแล: kim');
    expect(targetLabel({ type: 'deposit', id: '12' }, { status: 'x' }, null)).toBe('รายการฝาก #12');
  });
});
