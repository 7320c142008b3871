/** Automatic deposits: statement sources and lines, matching, review (issue 30, decision 0161). */
export * from './statements';
export * from './slip-texts';
// The answers' types only: their schemas are server-side (`@member/shared/responses`).
export type {
  AdminStatementLine,
  AdminStatementSource,
  AutoDepositSummary,
  CandidateMember,
  SandboxTrueMoneyTransfer,
  StatementFileImport,
  StatementLineCandidates,
  StatementSourceWithToken,
} from './answers';
export type { SandboxBankTransfer, SandboxBankTransferInput, SlipAnswer } from './slip';
export { sandboxBankTransferSchema } from './slip';
