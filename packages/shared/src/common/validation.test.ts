import { describe, expect, it } from 'vitest';
import { VALIDATION as M, SERVER_MESSAGES } from './messages';
import {
  bankNumberError,
  changePasswordSchema,
  confirmPasswordError,
  firstIssueMessage,
  firstNameError,
  lastNameError,
  loginSchema,
  passwordError,
  registerFormSchema,
  registerPayloadSchema,
  registerStep1Schema,
  registerStep2Schema,
  registerStep3Schema,
  telError,
} from './validation';

describe('tel rule', () => {
  it.each([
    ['', M.telRequired],
    ['08a1234567', M.telDigitsOnly],
    ['081 234 5678', M.telDigitsOnly],
    ['+66812345678', M.telDigitsOnly],
    ['081234567', M.telLength],
    ['08123456789', M.telLength],
    ['1812345678', M.telLength],
    ['0812345678', null],
  ])('%j → %j', (tel, message) => {
    expect(telError(tel)).toBe(message);
  });
});

describe('bank number rule', () => {
  it.each([
    ['', 'kbnk', M.bankNumberRequired],
    ['', 'tmn', M.walletNumberRequired],
    ['12345abcde', 'kbnk', M.bankNumberDigitsOnly],
    ['08x', 'tmn', M.walletNumberDigitsOnly],
    ['123456789', 'kbnk', M.bankNumberLength],
    ['1234567890123', 'scb', M.bankNumberLength],
    ['1234567890', 'kbnk', null],
    ['123456789012', 'scb', null],
    ['0812', 'tmn', null],
    ['0812345678', 'tmn', null],
    ['1234567890123456', 'tmn', M.walletNumberTooLong],
  ])('%j at %s → %j', (number, bank, message) => {
    expect(bankNumberError(number, bank)).toBe(message);
  });
});

describe('name rules', () => {
  it.each([
    ['', M.firstNameRequired, M.lastNameRequired],
    ['สมชาย', null, null],
    ['Somchai', null, null],
    ['สมชายSomchai', null, null],
    ['สม ชาย', M.nameLetters, M.nameLetters],
    ['สมชาย1', M.nameLetters, M.nameLetters],
    ['Jean-Luc', M.nameLetters, M.nameLetters],
    ['ก'.repeat(51), M.nameTooLong, M.nameTooLong],
  ])('%j', (name, first, last) => {
    expect(firstNameError(name)).toBe(first);
    expect(lastNameError(name)).toBe(last);
  });
});

describe('password rules', () => {
  it.each([
    ['', M.passwordRequired],
    ['abc', M.passwordMin],
    ['abcd', null],
    ['a'.repeat(64), null],
    ['a'.repeat(65), M.passwordMax],
  ])('%j → %j', (password, message) => {
    expect(passwordError(password)).toBe(message);
  });

  it.each([
    ['', 'abcd', M.passwordConfirmRequired],
    ['abce', 'abcd', M.passwordMismatch],
    ['abcd', 'abcd', null],
  ])('confirm %j of %j → %j', (confirm, password, message) => {
    expect(confirmPasswordError(confirm, password)).toBe(message);
  });
});

const valid = {
  tel: '0812345678',
  bank_name: 'kbnk',
  bank_number: '1234567890',
  first_name: 'สมชาย',
  last_name: 'ใจดี',
  password: 'secret',
};

describe('register schemas', () => {
  it('accepts the register payload and defaults bonus to 0', () => {
    const parsed = registerPayloadSchema.parse({ ...valid, prefix: 'AFF123' });
    expect(parsed.bonus).toBe(0);
    expect(parsed.prefix).toBe('AFF123');
  });

  it.each([
    [{ tel: undefined }, M.telRequired],
    [{ tel: 812345678 }, M.telRequired],
    [{ bank_name: '' }, M.bankRequired],
    [{ bank_name: 'promptpay' }, SERVER_MESSAGES.unknownBank],
    [{ bank_name: 'nope' }, SERVER_MESSAGES.unknownBank],
    [{ bank_name: 'tmb' }, SERVER_MESSAGES.mergedBank],
    [{ bank_name: 'tbank' }, SERVER_MESSAGES.mergedBank],
    [{ bank_number: '123' }, M.bankNumberLength],
    [{ first_name: 'A1' }, M.nameLetters],
    [{ last_name: '' }, M.lastNameRequired],
    [{ password: 'abc' }, M.passwordMin],
    [{ bonus: 2 }, M.invalidValue],
  ])('refuses %j with %j', (override, message) => {
    const result = registerPayloadSchema.safeParse({ ...valid, ...override });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueMessage(result.error)).toBe(message);
  });

  it('lets a wallet number of any length through', () => {
    expect(registerPayloadSchema.safeParse({ ...valid, bank_name: 'tmn', bank_number: '0812' }).success).toBe(true);
  });

  it('checks each wizard step on its own fields', () => {
    expect(registerStep1Schema.safeParse({ tel: valid.tel }).success).toBe(true);
    expect(registerStep2Schema.safeParse(valid).success).toBe(true);
    expect(registerStep3Schema.safeParse({ password: 'abcd', confirm_password: 'abce' }).success).toBe(false);
    expect(registerFormSchema.safeParse({ ...valid, confirm_password: valid.password }).success).toBe(true);
  });
});

describe('login schema', () => {
  it.each([{}, { tel: '0812345678' }, { password: 'x' }, { tel: '', password: '' }])(
    '%j is missing a field',
    (body) => {
      const result = loginSchema.safeParse(body);
      expect(result.success).toBe(false);
      if (!result.success) expect(firstIssueMessage(result.error)).toBe(M.loginMissingFields);
    },
  );
});

describe('change password schema', () => {
  it.each([
    [{ new_password: 'abcd' }, M.oldPasswordRequired],
    [{ old_password: 'x'.repeat(300), new_password: 'abcd' }, M.invalidValue],
    [{ old_password: 'old1', new_password: 'abc' }, M.passwordMin],
  ])('refuses %j with %j', (body, message) => {
    const result = changePasswordSchema.safeParse(body);
    expect(result.success).toBe(false);
    if (!result.success) expect(firstIssueMessage(result.error)).toBe(message);
  });
});
