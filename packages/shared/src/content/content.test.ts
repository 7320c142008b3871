import { describe, expect, it } from 'vitest';
import {
  bannerFieldsSchema,
  bannerUpdateSchema,
  contactLineCreateSchema,
  gameUsername,
  resetPasswordSchema,
} from './content';
import { ACCOUNT_MESSAGES, CONTENT_MESSAGES } from './server-texts';
import { maskAccountNumber } from '../common/format';
import { VALIDATION } from '../common/messages';

describe('content helpers', () => {
  it('masks every digit of an account number but the last four', () => {
    expect(maskAccountNumber('1234567890')).toBe('•••• 7890');
    expect(maskAccountNumber('123456789012')).toBe('•••• 9012');
    expect(maskAccountNumber('123')).toBe('123');
  });

  it('uses the phone number as the game username', () => {
    expect(gameUsername('0812345678')).toBe('0812345678');
  });
});

describe('content schemas', () => {
  it('reads multipart banner fields, strings only', () => {
    expect(bannerFieldsSchema.parse({})).toEqual({ placement: 'banner', is_active: true });
    expect(bannerFieldsSchema.parse({ placement: 'popup', url: '', is_active: 'false' })).toEqual({
      placement: 'popup',
      url: null,
      is_active: false,
    });
    expect(bannerFieldsSchema.parse({ url: 'https://example.com/x?y=1' }).url).toBe('https://example.com/x?y=1');
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/promotion\\..\\x',
    'ftp://x',
    'promotion',
    'https://',
  ])('refuses the link %s', (url) => {
    const result = bannerUpdateSchema.safeParse({ url });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CONTENT_MESSAGES.urlInvalid);
  });

  it('checks LINE ids', () => {
    expect(contactLineCreateSchema.parse({ line_id: '@shop', optional_line_id: '' })).toEqual({
      line_id: '@shop',
      optional_line_id: null,
    });
    expect(contactLineCreateSchema.safeParse({ line_id: 'ไทย' }).error?.issues[0]?.message).toBe(
      CONTENT_MESSAGES.lineIdFormat,
    );
  });

  it('checks the reset code and the new password with the §5 rules', () => {
    const ok = { tel: '0812345678', code: '012345', new_password: 'abcd' };
    expect(resetPasswordSchema.parse(ok)).toEqual(ok);
    expect(resetPasswordSchema.safeParse({ ...ok, code: '12345' }).error?.issues[0]?.message).toBe(
      ACCOUNT_MESSAGES.resetCodeFormat,
    );
    expect(resetPasswordSchema.safeParse({ ...ok, new_password: 'abc' }).error?.issues[0]?.message).toBe(
      VALIDATION.passwordMin,
    );
    expect(resetPasswordSchema.safeParse({ ...ok, tel: '1234' }).error?.issues[0]?.message).toBe(VALIDATION.telLength);
  });
});
