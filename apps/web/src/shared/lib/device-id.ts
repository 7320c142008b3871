import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from '@member/shared';

/** Where the member app keeps its device id. */
export const DEVICE_ID_STORAGE_KEY = 'device_id';

/** Kept for the page's life when local storage cannot be used (blocked, private mode). */
let unstoredId: string | null = null;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's random id, made once and kept in local storage. The affiliate programme compares
 * it between an affiliate and the downlines who register from the same device (decision 0110); it
 * names no person and is sent only on register and login.
 */
export function deviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    if (stored && DEVICE_ID_PATTERN.test(stored)) return stored;
    const fresh = randomId();
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, fresh);
    return fresh;
  } catch {
    unstoredId ??= randomId();
    return unstoredId;
  }
}

/** The header carrying it, for the register and login calls. */
export function deviceIdHeaders(): Record<string, string> {
  return { [DEVICE_ID_HEADER]: deviceId() };
}
