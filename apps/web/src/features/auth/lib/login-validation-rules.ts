export { firstIssueMessage, loginSchema } from '@member/shared';
