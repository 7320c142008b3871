/**
 * The TrueMoney wallet as a statement source (decision 0164): a feed answers the transfers that came
 * into the site's wallet. The sandbox feed reads the sandbox's own table; a real deployment plugs a
 * wallet transaction-history client in behind this interface.
 */

export interface TrueMoneyTransfer {
  /** The wallet's own id of the transfer: a transfer is stored once by it. */
  transactionId: string;
  amountSatang: number;
  occurredAt: Date;
  /** The sender's wallet phone as the feed shows it, possibly masked (`081-xxx-5678`). */
  senderPhone: string;
  senderName?: string;
}

export interface TrueMoneyFeed {
  /** Incoming transfers that occurred at or after `since`, oldest first; a transfer may be answered again. */
  incoming(since: Date): Promise<TrueMoneyTransfer[]>;
}
