import { describe, expect, it } from 'vitest';
import { createSessionChecks } from './session-checks';

const S1 = '00000000-0000-4000-8000-000000000001';
const S2 = '00000000-0000-4000-8000-000000000002';
const S3 = '00000000-0000-4000-8000-000000000003';

describe('session checks', () => {
  const fresh = () => createSessionChecks({ ttlMs: 60_000, max: 100 });

  it('keeps a live session found by a lookup no forget raced', () => {
    const checks = fresh();
    checks.keep(S1, '7', checks.begin());
    expect(checks.memberOf(S1)).toBe('7');
    expect(checks.memberOf(S2)).toBeUndefined();
  });

  it('does not keep what a lookup read before a forget answered', () => {
    const checks = fresh();
    const begun = checks.begin();
    checks.forget({ sessionIds: [S2] });
    checks.keep(S1, '7', begun);
    expect(checks.memberOf(S1)).toBeUndefined();
  });

  it("forgets sessions by id, or all of a member's, and nothing of another member", () => {
    const checks = fresh();
    for (const [session, member] of [
      [S1, '7'],
      [S2, '7'],
      [S3, '8'],
    ] as const) {
      checks.keep(session, member, checks.begin());
    }
    checks.forget({ sessionIds: [S1] });
    expect([checks.memberOf(S1), checks.memberOf(S2)]).toEqual([undefined, '7']);
    checks.forget({ subject: { kind: 'operator', id: '7' } });
    expect(checks.memberOf(S2)).toBe('7');
    checks.forget({ subject: { kind: 'member', id: '7' } });
    expect([checks.memberOf(S2), checks.memberOf(S3)]).toEqual([undefined, '8']);
    checks.forgetAll();
    expect(checks.memberOf(S3)).toBeUndefined();
  });

  it('keeps and answers nothing while suspended, and starts empty after', () => {
    const checks = fresh();
    checks.keep(S1, '7', checks.begin());
    checks.suspend(true);
    expect(checks.memberOf(S1)).toBeUndefined();
    checks.keep(S2, '7', checks.begin());
    checks.suspend(false);
    expect([checks.memberOf(S1), checks.memberOf(S2)]).toEqual([undefined, undefined]);
  });

  it('lets an entry go after its time', async () => {
    const checks = createSessionChecks({ ttlMs: 20, max: 100 });
    checks.keep(S1, '7', checks.begin());
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(checks.memberOf(S1)).toBeUndefined();
  });
});
