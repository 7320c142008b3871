import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from './after-first-screen';
import { registerServiceWorker } from './service-worker';

vi.mock('./after-first-screen', () => ({ afterFirstScreen: vi.fn() }));

describe('registerServiceWorker', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.mocked(afterFirstScreen).mockReset();
  });

  it("waits for the first screen, not the page's load, before the worker installs the app shell", () => {
    vi.stubEnv('PROD', true);
    const register = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { serviceWorker: { register } });
    registerServiceWorker();

    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();

    vi.mocked(afterFirstScreen).mock.calls[0]?.[0]();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('registers nothing in development', () => {
    vi.stubEnv('PROD', false);
    registerServiceWorker();
    expect(afterFirstScreen).not.toHaveBeenCalled();
  });
});
