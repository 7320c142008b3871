import { createHmac } from 'node:crypto';

/**
 * The sandbox provider's side of the seamless wallet (decision 0105): every call is a signed
 * `POST {walletUrl}/api/games/{provider}/{operation}` over real HTTP, exactly as an outside provider
 * sends it. `X-Signature` is the lowercase hex HMAC-SHA256 of the raw body with the provider's
 * secret; the body carries `timestamp` (ms). A call that fails on the network (no answer, a timeout,
 * a 5xx) is sent again with the same body fields, so the same `transaction_id`: the wallet answers a
 * replay with its first answer and moves nothing.
 */

export const SIGNATURE_HEADER = 'X-Signature';

export type WalletOperation = 'authenticate' | 'balance' | 'bet' | 'win' | 'refund' | 'end-round';

/** The wallet's answer: its data, or its refusal (status and stable code). */
export type WalletAnswer<T> = { ok: true; data: T } | { ok: false; status: number; code: string; message: string };

export interface BalanceData {
  balance: number;
}
export interface AuthenticateData extends BalanceData {
  member: string;
  currency: string;
}

/** No answer from the wallet after every attempt: the caller does not know whether the call landed. */
export class WalletUnavailableError extends Error {
  override name = 'WalletUnavailableError';
}

export interface WalletClientOptions {
  /** The wallet's base URL (no trailing slash needed); read on every call (the server's port is known after listen). */
  baseUrl: () => string;
  provider: string;
  secret: string;
  /** How many times a call is sent before it counts as unavailable (default 3). */
  attempts?: number;
  /** How long one attempt may take (default 5 s). */
  timeoutMs?: number;
  /** Wait before the second attempt; doubles each time (default 100 ms). */
  retryDelayMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

export function sign(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface WalletClient {
  authenticate(token: string): Promise<WalletAnswer<AuthenticateData>>;
  balance(member: string): Promise<WalletAnswer<BalanceData>>;
  bet(body: {
    member: string;
    round_id: string;
    transaction_id: string;
    amount: number;
    game?: string;
  }): Promise<WalletAnswer<BalanceData>>;
  win(body: {
    member: string;
    round_id: string;
    transaction_id: string;
    amount: number;
  }): Promise<WalletAnswer<BalanceData>>;
  refund(body: { member: string; transaction_id: string }): Promise<WalletAnswer<BalanceData>>;
  endRound(body: { member: string; round_id: string }): Promise<WalletAnswer<BalanceData>>;
}

export function createWalletClient(options: WalletClientOptions): WalletClient {
  const attempts = options.attempts ?? 3;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const retryDelayMs = options.retryDelayMs ?? 100;
  const now = options.now ?? Date.now;
  const send = options.fetch ?? fetch;

  async function call<T>(operation: WalletOperation, fields: Record<string, unknown>): Promise<WalletAnswer<T>> {
    const url = `${options.baseUrl().replace(/\/+$/, '')}/api/games/${encodeURIComponent(options.provider)}/${operation}`;
    let lastProblem = 'no attempt';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await sleep(retryDelayMs * 2 ** (attempt - 2));
      // A fresh timestamp (and so signature) per attempt; the transaction id stays the same.
      const rawBody = JSON.stringify({ ...fields, timestamp: now() });
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(rawBody, options.secret) },
          body: rawBody,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
        continue;
      }
      if (response.status >= 500) {
        lastProblem = `HTTP ${response.status}`;
        await response.body?.cancel().catch(() => {});
        continue;
      }
      let answer: { data?: T; error?: { code?: unknown; message?: unknown } };
      try {
        answer = (await response.json()) as typeof answer;
      } catch {
        lastProblem = `HTTP ${response.status} without JSON`;
        continue;
      }
      if (response.ok && answer.data !== undefined) return { ok: true, data: answer.data };
      return {
        ok: false,
        status: response.status,
        code: typeof answer.error?.code === 'string' ? answer.error.code : 'UNKNOWN',
        message: typeof answer.error?.message === 'string' ? answer.error.message : '',
      };
    }
    throw new WalletUnavailableError(`wallet ${operation} failed after ${attempts} attempts: ${lastProblem}`);
  }

  return {
    authenticate: (token) => call('authenticate', { token }),
    balance: (member) => call('balance', { member }),
    bet: (body) => call('bet', body),
    win: (body) => call('win', body),
    refund: (body) => call('refund', body),
    endRound: (body) => call('end-round', body),
  };
}
