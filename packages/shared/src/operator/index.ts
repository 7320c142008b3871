/** Operators: roles and permissions, accounts, the audit log, the member administration. */
export * from './permissions';
export * from './operator';
// The answers' types only: their schemas are server-side (`@member/shared/responses`).
export type {
  AdminMemberDetail,
  AdminMemberRow,
  AdminMemberSession,
  AuditLogEntry,
  MemberLevelResult,
  MemberPasswordResetResult,
  OperatorAccount,
  OperatorMe,
} from './answers';
