import { BO_APP } from '@member/shared/backoffice';
import { isApiError } from '@member/web-kit';

/** The Thai message to show for a failed call: the server's, else the generic one. */
export function errorMessage(error: unknown): string | null {
  if (!error) return null;
  return isApiError(error) ? error.message : BO_APP.loadFailed;
}
