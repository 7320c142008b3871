import { describe, expect, it } from 'vitest';
import { formToPayload, emptyPromotionForm, fromBangkokInput, toBangkokInput } from './promotion-form-values';
import { isAllowedUrl, previewHtml } from './preview-html';

describe('previewHtml', () => {
  it('keeps the members’ formatting and drops scripts, handlers and unsafe URLs', () => {
    expect(previewHtml('<p onclick="x()">A <strong>B</strong></p><script>alert(1)</script>')).toBe(
      '<p>A <strong>B</strong></p>',
    );
    expect(previewHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(previewHtml('<img src="x" onerror="alert(1)"><iframe src="/"></iframe><font>t</font>')).toBe(
      '<img src="x">t',
    );
  });

  it('allows http(s) and site paths, and mailto/tel on links only', () => {
    expect(isAllowedUrl('a', 'https://example.com')).toBe(true);
    expect(isAllowedUrl('img', '/uploads/a.png')).toBe(true);
    expect(isAllowedUrl('a', 'tel:0812345678')).toBe(true);
    expect(isAllowedUrl('img', 'tel:0812345678')).toBe(false);
    expect(isAllowedUrl('a', ' java\tscript:alert(1)')).toBe(false);
    expect(isAllowedUrl('img', '//evil.example/x.png')).toBe(false);
  });
});

describe('promotion form values', () => {
  it('reads Bangkok times both ways', () => {
    expect(toBangkokInput('2026-03-01T17:30:00.000Z')).toBe('2026-03-02T00:30');
    expect(fromBangkokInput('2026-03-02T00:30')).toBe('2026-03-02T00:30:00+07:00');
  });

  it('sends the fields the kind does not use empty', () => {
    const values = { ...emptyPromotionForm(), kind: 'deposit_fixed' as const, ratePercent: '10', fixedBonus: '1,000' };
    expect(formToPayload(values)).toMatchObject({ ratePercent: null, maxBonus: null, fixedBonus: 1000, period: null });
    const loss = {
      ...values,
      kind: 'return_loss' as const,
      minDeposit: '100',
      oncePerDay: true,
      period: 'daily' as const,
    };
    expect(formToPayload(loss)).toMatchObject({ minDeposit: 0, oncePerDay: false, period: 'daily', ratePercent: 10 });
  });
});
