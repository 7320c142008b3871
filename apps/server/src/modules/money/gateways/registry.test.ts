import { createHmac } from 'node:crypto';
import { PAYMENT_GATEWAY_CODES } from '@member/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { adapterRegistry } from '../../../lib/adapters';
import { makeTempDir } from '../../../test/harness';
import { createGateways, PAYMENT_GATEWAY_REGISTRY } from './index';

describe('the payment gateway registry', () => {
  it("registers one adapter for each of the contract's codes, in its order", () => {
    expect([...PAYMENT_GATEWAY_REGISTRY.keys()]).toEqual(PAYMENT_GATEWAY_CODES);
    expect([...PAYMENT_GATEWAY_REGISTRY.values()].map(({ secret }) => secret.env)).toEqual([
      'PAYMENT_CP_SECRET',
      'PAYMENT_PPYP_SECRET',
    ]);
  });

  it('refuses a code the contract does not know, a code twice and a code without an adapter', () => {
    const codes: string[] = ['a', 'b'];
    const entry = (code: string) => ({ code });
    expect(() => adapterRegistry('source', codes, [entry('a'), entry('b'), entry('c')])).toThrow(
      'source c is not one of a, b',
    );
    expect(() => adapterRegistry('source', codes, [entry('a'), entry('b'), entry('a')])).toThrow(
      'source a is registered twice',
    );
    expect(() => adapterRegistry('source', codes, [entry('b')])).toThrow('source a has no adapter');
  });

  it("reads each gateway's secret from its own variable, and never echoes a short one", () => {
    const env = { INIT_CWD: makeTempDir(), JWT_SECRET: 's'.repeat(32) };
    expect(loadConfig({ ...env, PAYMENT_PPYP_SECRET: 'p'.repeat(32) }).paymentSecrets).toEqual({
      ppyp: 'p'.repeat(32),
    });
    expect(() => loadConfig({ ...env, PAYMENT_CP_SECRET: 'short' })).toThrow(
      'Invalid configuration: PAYMENT_CP_SECRET must be at least 32 characters long (got 5 characters)',
    );
  });

  it("plugs the sandbox adapter in with each gateway's own secret in sandbox mode, and nothing in live mode", () => {
    const secrets = { cp: 'c'.repeat(32), ppyp: 'p'.repeat(32) };
    expect(createGateways('live', secrets).size).toBe(0);
    const sandbox = createGateways('sandbox', secrets);
    expect([...sandbox.keys()]).toEqual(PAYMENT_GATEWAY_CODES);
    for (const [code, gateway] of sandbox) {
      expect(gateway.sign?.('{}')).toBe(createHmac('sha256', secrets[code]).update('{}').digest('hex'));
    }
  });
});
