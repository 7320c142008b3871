import { BO_APP } from '@member/shared/backoffice';
import { isApiError } from '@member/web-kit';

/** The Thai message to show for a failed call: the server's, else the generic one. */
export function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : BO_APP.loadFailed;
}

/** The message for a call's error, or null while there is none. */
export function errorMessage(error: unknown): string | null {
  return error ? messageOf(error) : null;
}

/** The server's Thai message for a refused call, else the error as text (a network failure, say). */
export function failureText(error: unknown): string {
  return isApiError(error) ? error.message : String(error);
}
