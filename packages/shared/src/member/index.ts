/** The member's own account: the password forms. */
export * from './password-forms';
// The answers' types only: their schemas are server-side (`@member/shared/responses`).
export type {
  BankListItem,
  ForgotPasswordResult,
  LoginResult,
  MemberProfile,
  MemberStatusResult,
  OperatorLoginResult,
  ResetPasswordResult,
  SmsOutboxRow,
} from './answers';
