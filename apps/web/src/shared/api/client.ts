import { type ApiFailure, SERVER_MESSAGES, translateServerMessage, UI } from '@member/shared';
import { apiBase } from '../config';
import { ApiError } from './api-error';
import { PROFILE_QUERY_KEY, queryClient } from './query-client';
import { clearAccessToken, getAccessToken } from './token';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the stored token (default). Login and register send none, so their 401 is just a message. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` (money-moving POSTs; generated per submit). */
  idempotencyKey?: string;
}

function isFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && 'error' in value;
}

/** Calls the member API and returns `data`, or throws an `ApiError` carrying the Thai message to show. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = true, signal, idempotencyKey } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = auth ? getAccessToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

  let response: Response;
  try {
    response = await fetch(`${apiBase()}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', UI.networkError);
  }

  const payload: unknown = await response.json().catch(() => null);

  if (response.status === 401 && token) {
    // The session was revoked or expired: forget it so the app falls back to the guest view.
    clearAccessToken();
    queryClient.setQueryData(PROFILE_QUERY_KEY, null);
  }
  if (!response.ok || isFailure(payload)) {
    const error = isFailure(payload) ? payload.error : null;
    throw new ApiError(
      response.status,
      error?.code ?? 'INTERNAL',
      translateServerMessage(error?.message ?? SERVER_MESSAGES.internal),
    );
  }
  return (payload as { data: T }).data;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
};
