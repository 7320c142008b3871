import { REGISTER_SUBMIT_THROTTLE_MS } from '@member/shared';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSubmitThrottle } from './use-submit-throttle';

describe('useSubmitThrottle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call and ignores the next ones for the interval', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useSubmitThrottle(action));
    expect(result.current('a')).toBe(true);
    expect(result.current('b')).toBe(false);
    vi.advanceTimersByTime(REGISTER_SUBMIT_THROTTLE_MS - 1);
    expect(result.current('c')).toBe(false);
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith('a');
  });

  it('runs again once the interval has passed', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useSubmitThrottle(action));
    result.current();
    vi.advanceTimersByTime(REGISTER_SUBMIT_THROTTLE_MS);
    expect(result.current()).toBe(true);
    expect(action).toHaveBeenCalledTimes(2);
  });
});
