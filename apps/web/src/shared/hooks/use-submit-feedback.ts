import { UI } from '@member/shared';
import { useState } from 'react';

/** The alert text of a failed submit (already Thai: the api client translates §8 texts). */
export function useSubmitFeedback() {
  const [message, setMessage] = useState<string | null>(null);
  return {
    message,
    show: (error: unknown) => setMessage(error instanceof Error && error.message ? error.message : UI.networkError),
    close: () => setMessage(null),
  };
}
