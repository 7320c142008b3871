import { clearAccessToken } from '@/shared/api/token';
import { browser } from '@/shared/lib/browser';
import { logoutRequest } from './api/auth-api';

/** Ends the session on the server (a failure changes nothing for the member), forgets it, reloads at /. */
export async function logout(): Promise<void> {
  try {
    await logoutRequest();
  } catch {
    // The token is dropped locally either way.
  }
  clearAccessToken();
  browser.assign('/');
}
