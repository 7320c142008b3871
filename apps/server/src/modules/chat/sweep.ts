import type { FastifyInstance } from 'fastify';
import { reopenIfDue } from './state-changes';
import { dueSnoozed } from './conversations';
import { publishChange } from './events';
import { loadSettings } from './settings';

/** How often every process looks for snoozed conversations whose time has come. */
export const SNOOZE_SWEEP_MS = 60_000;
/** Conversations reopened per run at most; the next run takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Reopens the snoozed conversations whose time has come, each in its own transaction under its row
 * lock: a process that finds one already reopened (by another process, or by the member's message)
 * changes nothing. Answers how many it reopened.
 */
export async function reopenDueSnoozed(app: FastifyInstance): Promise<number> {
  const nowMs = app.clock.now();
  const due = await dueSnoozed(app.db, new Date(nowMs).toISOString(), SWEEP_BATCH);
  let reopened = 0;
  for (const id of due) {
    const change = await app.db.transaction(async (tx) => reopenIfDue(tx, id, nowMs, await loadSettings(tx)));
    if (!change) continue;
    reopened += 1;
    await publishChange(app, change);
  }
  return reopened;
}
