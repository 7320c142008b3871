import { REALTIME_SOCKET_PATH, SERVICE_BASES } from '@member/shared';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { servicePathMatcher } from '../lib/service-paths';
import { makeTempDir } from '../test/harness';
import { SERVICE_NAMES, SERVICE_PATHS, SERVICES } from './index';

describe('the service registry', () => {
  it('gives SERVICES its names and refuses a name no definition has', () => {
    expect(SERVICE_NAMES).toEqual(['member', 'web', 'game-sandbox', 'minigame', 'chat']);
    const env = { INIT_CWD: makeTempDir(), JWT_SECRET: 's'.repeat(32) };
    expect(loadConfig(env).services).toEqual(SERVICE_NAMES);
    expect(() => loadConfig({ ...env, SERVICES: 'chat,support' })).toThrow(/SERVICES must be a comma-separated list/);
  });

  it('mounts each service the web apps call at the base they call it by', () => {
    for (const [name, base] of Object.entries(SERVICE_BASES)) {
      expect(SERVICES.find((service) => service.name === name)?.prefix).toBe(base);
    }
  });

  it("keeps the web app's pages off every service's paths, and only those", () => {
    const isServicePath = servicePathMatcher(SERVICE_PATHS);
    for (const path of ['/api', '/api/member/login?x=1', '/chat/api/v2/x', REALTIME_SOCKET_PATH, '/games/sandbox/']) {
      expect(isServicePath(path), path).toBe(true);
    }
    for (const path of ['/', '/chat', '/minigame', '/apix', '/games', '/backoffice/api']) {
      expect(isServicePath(path), path).toBe(false);
    }
  });
});
