import { z } from 'zod';
import { isMergedBank, isWalletBank, REGISTERABLE_BANK_CODES } from './banks';
import {
  ACCOUNT_NUMBER_MAX_DIGITS,
  ACCOUNT_NUMBER_MIN_DIGITS,
  FREE_TEXT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PREFIX_MAX_LENGTH,
  TEL_LENGTH,
  WALLET_NUMBER_MAX_DIGITS,
} from './limits';
import { VALIDATION as M, SERVER_MESSAGES } from './messages';

/**
 * The rules of SPEC.md §5. Each field rule returns the first message that applies, or null,
 * so the wizard and the server show the same single message for a field.
 */
type Rule = (value: string) => string | null;

const DIGITS = /^[0-9]+$/;
/** Thai letters (ก-๙) and Latin letters; no spaces or digits. */
const NAME_LETTERS = /^[ก-๙a-zA-Z]+$/;

export const telError: Rule = (tel) => {
  if (tel === '') return M.telRequired;
  if (!DIGITS.test(tel)) return M.telDigitsOnly;
  if (tel.length !== TEL_LENGTH || !tel.startsWith('0')) return M.telLength;
  return null;
};

export const bankCodeError: Rule = (code) => {
  if (code === '') return M.bankRequired;
  if (isMergedBank(code)) return SERVER_MESSAGES.mergedBank;
  if (!REGISTERABLE_BANK_CODES.includes(code)) return SERVER_MESSAGES.unknownBank;
  return null;
};

export function bankNumberError(number: string, bankCode: string): string | null {
  const wallet = isWalletBank(bankCode);
  if (number === '') return wallet ? M.walletNumberRequired : M.bankNumberRequired;
  if (!DIGITS.test(number)) return wallet ? M.walletNumberDigitsOnly : M.bankNumberDigitsOnly;
  if (wallet) return number.length > WALLET_NUMBER_MAX_DIGITS ? M.walletNumberTooLong : null;
  if (number.length < ACCOUNT_NUMBER_MIN_DIGITS || number.length > ACCOUNT_NUMBER_MAX_DIGITS) {
    return M.bankNumberLength;
  }
  return null;
}

function nameRule(requiredMessage: string): Rule {
  return (name) => {
    if (name === '') return requiredMessage;
    if (!NAME_LETTERS.test(name)) return M.nameLetters;
    if (name.length > NAME_MAX_LENGTH) return M.nameTooLong;
    return null;
  };
}
export const firstNameError = nameRule(M.firstNameRequired);
export const lastNameError = nameRule(M.lastNameRequired);

export const passwordError: Rule = (password) => {
  if (password === '') return M.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH) return M.passwordMin;
  if (password.length > PASSWORD_MAX_LENGTH) return M.passwordMax;
  return null;
};

export function confirmPasswordError(confirm: string, password: string): string | null {
  if (confirm === '') return M.passwordConfirmRequired;
  if (confirm !== password) return M.passwordMismatch;
  return null;
}

/** Password rule hints shown under the field; each highlights once satisfied. */
export const PASSWORD_RULE_HINTS: readonly { label: string; test: (password: string) => boolean }[] = [
  {
    label: `ขั้นต่ำ ${PASSWORD_MIN_LENGTH} ตัวอักษร`,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    label: `ไม่เกิน ${PASSWORD_MAX_LENGTH} ตัวอักษร`,
    test: (password) => password.length > 0 && password.length <= PASSWORD_MAX_LENGTH,
  },
];

/**
 * A string field checked by a rule; a missing or non-string value gets the rule's "required" message.
 * `documented` says what the rule accepts in JSON Schema words, for the OpenAPI document.
 */
function field(rule: Rule, documented: Record<string, unknown>) {
  const required = rule('') ?? M.invalidValue;
  return z
    .string({ error: required })
    .superRefine((value, ctx) => {
      const message = rule(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .meta(documented);
}

const telField = () => field(telError, { pattern: `^0[0-9]{${TEL_LENGTH - 1}}$` });
const passwordField = () => field(passwordError, { minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
const nameField = (rule: Rule) => field(rule, { pattern: NAME_LETTERS.source, maxLength: NAME_MAX_LENGTH });

const optionalText = z.string({ error: M.invalidValue }).max(FREE_TEXT_MAX_LENGTH, M.textTooLong).nullish();

const bankFields = {
  bank_name: field(bankCodeError, { enum: [...REGISTERABLE_BANK_CODES] }),
  bank_number: z.string({ error: M.bankNumberRequired }).meta({
    pattern: '^[0-9]+$',
    maxLength: Math.max(ACCOUNT_NUMBER_MAX_DIGITS, WALLET_NUMBER_MAX_DIGITS),
    description: `${ACCOUNT_NUMBER_MIN_DIGITS}–${ACCOUNT_NUMBER_MAX_DIGITS} digits for a bank, up to ${WALLET_NUMBER_MAX_DIGITS} for a wallet`,
  }),
  first_name: nameField(firstNameError),
  last_name: nameField(lastNameError),
};

function checkBankNumber(value: { bank_name: string; bank_number: string }, ctx: z.RefinementCtx) {
  const message = bankNumberError(value.bank_number, value.bank_name);
  if (message) ctx.addIssue({ code: 'custom', message, path: ['bank_number'] });
}

/** Wizard step 1. */
export const registerStep1Schema = z.object({ tel: telField() });
/** Wizard step 2: the account-number rule depends on the chosen bank. */
export const registerStep2Schema = z.object(bankFields).superRefine(checkBankNumber);
/** Wizard step 3. */
export const registerStep3Schema = z
  .object({ password: passwordField(), confirm_password: z.string({ error: M.passwordConfirmRequired }) })
  .superRefine((value, ctx) => {
    const message = confirmPasswordError(value.confirm_password, value.password);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['confirm_password'] });
  });

/** The register payload of SPEC.md §3 (what the server accepts). */
export const registerPayloadSchema = z
  .object({
    tel: telField(),
    ...bankFields,
    password: passwordField(),
    line_id: optionalText,
    know_us: optionalText,
    bonus: z.union([z.literal(0), z.literal(1)], { error: M.invalidValue }).default(0),
    prefix: z.string({ error: M.invalidValue }).max(PREFIX_MAX_LENGTH, M.textTooLong).nullish(),
  })
  .superRefine(checkBankNumber);
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

/** The whole wizard form: the payload fields plus the confirmation. */
export const registerFormSchema = z
  .object({
    tel: telField(),
    ...bankFields,
    password: passwordField(),
    confirm_password: z.string({ error: M.passwordConfirmRequired }),
  })
  .superRefine((value, ctx) => {
    checkBankNumber(value, ctx);
    const message = confirmPasswordError(value.confirm_password, value.password);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['confirm_password'] });
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** Login: both fields required, one message for either missing (SPEC.md §4). */
export const loginSchema = z.object({
  tel: z.string({ error: M.loginMissingFields }).min(1, M.loginMissingFields).max(32, M.invalidValue),
  password: z
    .string({ error: M.loginMissingFields })
    .min(1, M.loginMissingFields)
    .max(PASSWORD_MAX_LENGTH * 4, M.invalidValue),
});
export type LoginPayload = z.infer<typeof loginSchema>;

/** Change password (`/member/updatepw`, `/member/updatepassword`). */
export const changePasswordSchema = z.object({
  old_password: z
    .string({ error: M.oldPasswordRequired })
    .min(1, M.oldPasswordRequired)
    .max(PASSWORD_MAX_LENGTH * 4, M.invalidValue),
  new_password: passwordField(),
});
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

/** `PUT /member/update`: only fields that move no money (the bank account stays as registered). */
export const memberUpdateSchema = z
  .strictObject({ line_id: optionalText, know_us: optionalText }, { error: M.invalidValue })
  .refine((value) => Object.keys(value).length > 0, { message: M.invalidValue });
export type MemberUpdatePayload = z.infer<typeof memberUpdateSchema>;

/** `POST /member/insert-active`: where the member is in the app. */
export const activitySchema = z
  .object({ path: z.string({ error: M.invalidValue }).max(200, M.textTooLong).optional() })
  .default({});

export const operatorLoginSchema = z.object({
  username: z.string({ error: M.loginMissingFields }).min(1, M.loginMissingFields).max(64, M.invalidValue),
  password: z.string({ error: M.loginMissingFields }).min(1, M.loginMissingFields).max(256, M.invalidValue),
});
export type OperatorLoginPayload = z.infer<typeof operatorLoginSchema>;

/** The first message of a failed parse, for `error.message`. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? M.invalidValue;
}

/** A whole number from `min` to `max`, refused with `message` (one message whatever is wrong with it). */
export const wholeNumberSchema = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
