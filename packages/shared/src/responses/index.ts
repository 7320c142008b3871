/** `@member/shared/responses`: the answer schemas of every domain (server-side: routes and tests). */
export * from '../common/answers';
export * from '../content/answers';
export * from '../member/answers';
export * from '../operator/answers';
export * from '../promotion/answers';
export * from '../money/answers';
export * from '../play/answers';
export * from '../affiliate/answers';
export * from '../minigame/answers';
export * from '../minigame/operator-answers';
export * from '../chat/answers';
export * from '../jobs/answers';
export * from '../statements/answers';
export { sandboxBankTransferAnswerSchema, slipAnswerSchema } from '../statements/slip';
export * from '../limits/answers';
export * from '../turnover/answers';
export * from '../payouts/answers';
