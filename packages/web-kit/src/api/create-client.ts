import { type ApiFailure, SERVER_MESSAGES, translateServerMessage, UI } from '@member/shared';
import { ApiError } from './api-error';
import type { TokenStore } from './token-store';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** JSON (sent as `application/json`) or a `FormData` for an upload (the browser sets its boundary). */
  body?: unknown;
  /** Send the stored token (default). Sign-in calls send none, so their 401 is just a message. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` (money-moving calls; generated once per submit). */
  idempotencyKey?: string;
  /** Extra headers of this call (the member app's device id on register and login). */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** The service's base path, read per call: a host may set it at runtime (SPEC.md §7, per-host API base). */
  base: () => string;
  token: TokenStore;
  /** Called after a call made with a token answered 401: the session ended, the app goes back to sign-in. */
  onUnauthorized?: () => void;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Options): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Options): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Options): Promise<T>;
  delete<T>(path: string, options?: Options): Promise<T>;
}

function isFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && 'error' in value;
}

/**
 * A client for one service base. Answers `data`, or throws an `ApiError` with the Thai message to show
 * (the server's, translated where it is one of the framework's English ones).
 */
export function createApiClient({ base, token, onUnauthorized }: ApiClientOptions): ApiClient {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'GET', body, auth = true, signal, idempotencyKey } = options;
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    const sentToken = auth ? token.get() : null;
    if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

    let response: Response;
    try {
      response = await fetch(`${base()}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, 'NETWORK', UI.networkError);
    }

    const payload: unknown = await response.json().catch(() => null);
    if (response.status === 401 && sentToken) {
      token.clear();
      onUnauthorized?.();
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

  return {
    request,
    get: (path, options) => request(path, options),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}
