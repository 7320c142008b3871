import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../test/harness';
import { signBody } from './signature';

/** Helpers the play suites share (not a test file itself). */

export interface WalletAnswer {
  status: number;
  body: { data?: { balance: number; member?: string; currency?: string }; error?: { code: string; message: string } };
}

/** A game provider calling the wallet over `inject`: signs each raw body with its secret. */
export class ProviderClient {
  constructor(
    private readonly t: TestApp,
    readonly code = 'sandbox',
    private readonly secret = t.app.secrets.gameSandbox,
  ) {}

  /** Sends `raw` as is, signed unless `signature` is given (null: no header). */
  async raw(operation: string, raw: string, signature?: string | null): Promise<WalletAnswer> {
    const sig = signature === undefined ? signBody(this.secret, raw) : signature;
    const response = await this.t.app.inject({
      method: 'POST',
      url: `/api/games/${this.code}/${operation}`,
      headers: { 'content-type': 'application/json', ...(sig === null ? {} : { 'x-signature': sig }) },
      payload: raw,
    });
    return { status: response.statusCode, body: response.json() };
  }

  call(operation: string, body: Record<string, unknown>, timestamp = Date.now()): Promise<WalletAnswer> {
    return this.raw(operation, JSON.stringify({ timestamp, ...body }));
  }

  bet(member: string, amount: number, round = randomUUID(), transaction = randomUUID()) {
    return this.call('bet', { member, round_id: round, transaction_id: transaction, amount, game: 'slot' });
  }
  win(member: string, amount: number, round: string, transaction = randomUUID()) {
    return this.call('win', { member, round_id: round, transaction_id: transaction, amount });
  }
  refund(member: string, transaction: string) {
    return this.call('refund', { member, transaction_id: transaction });
  }
  endRound(member: string, round: string) {
    return this.call('end-round', { member, round_id: round });
  }
  balance(member: string) {
    return this.call('balance', { member });
  }

  /** One whole round: bet, win (may be 0), end-round; answers the balance after it. */
  async round(member: string, stake: number, payout: number): Promise<number> {
    const round = randomUUID();
    const bet = await this.bet(member, stake, round);
    if (bet.status !== 200) throw new Error(`bet failed: ${JSON.stringify(bet.body)}`);
    const win = await this.win(member, payout, round);
    if (win.status !== 200) throw new Error(`win failed: ${JSON.stringify(win.body)}`);
    const end = await this.endRound(member, round);
    if (end.status !== 200 || end.body.data === undefined) throw new Error(`end failed: ${JSON.stringify(end.body)}`);
    return end.body.data.balance;
  }
}
