import { REGISTER_SUBMIT_THROTTLE_MS } from '@member/shared';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Leading-edge throttle (SPEC.md §4): the first call runs, calls within `intervalMs` after it are
 * ignored. Returns whether the call ran.
 */
export function useSubmitThrottle<Args extends unknown[]>(
  action: (...args: Args) => void,
  intervalMs: number = REGISTER_SUBMIT_THROTTLE_MS,
): (...args: Args) => boolean {
  const actionRef = useRef(action);
  const lastRunAt = useRef<number | null>(null);
  useEffect(() => {
    actionRef.current = action;
  }, [action]);

  return useCallback(
    (...args: Args) => {
      const now = Date.now();
      if (lastRunAt.current !== null && now - lastRunAt.current < intervalMs) return false;
      lastRunAt.current = now;
      actionRef.current(...args);
      return true;
    },
    [intervalMs],
  );
}
