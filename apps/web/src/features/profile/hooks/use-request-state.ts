import { SERVER_MESSAGES } from '@member/shared';
import { useState } from 'react';
import { isApiError } from '@member/web-kit';

/**
 * A form's call: the loading dialog while it runs, and the server's Thai message for the alert when it
 * fails (SPEC.md §8). `run` resolves to the answer, or null after a failure.
 */
export function useRequestState() {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run<T>(call: () => Promise<T>): Promise<T | null> {
    setLoading(true);
    try {
      return await call();
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : SERVER_MESSAGES.internal);
      return null;
    } finally {
      setLoading(false);
    }
  }

  return { loading, error, run, clearError: () => setError(null) };
}
