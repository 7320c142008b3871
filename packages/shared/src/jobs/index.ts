/** Scheduled jobs: their names and outcomes; the operators' list of their runs. */
export * from './jobs';
// The answer's type only: its schema is server-side (`@member/shared/responses`).
export type { AdminJob } from './answers';
