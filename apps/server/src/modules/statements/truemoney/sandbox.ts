import type { Queryable } from '../../../db/database';
import { sandboxTransfersSince } from '../queries/truemoney';
import type { TrueMoneyFeed } from './feed';

/** The most transfers one read answers (a wallet's history is paged too). */
const PAGE = 500;

/** A phone as a wallet's history shows a sender: `081-xxx-5678`. */
export const maskedWalletPhone = (phone: string) =>
  phone.length === 10 ? `${phone.slice(0, 3)}-xxx-${phone.slice(-4)}` : phone;

/** The sandbox feed (decision 0164): the sandbox wallet's table, senders masked as a real history shows them. */
export function sandboxTrueMoneyFeed(db: Queryable): TrueMoneyFeed {
  return {
    async incoming(since) {
      const transfers = await sandboxTransfersSince(db, since, PAGE);
      return transfers.map((transfer) => ({
        transactionId: transfer.transactionId,
        amountSatang: transfer.amountSatang,
        occurredAt: transfer.occurredAt,
        senderPhone: maskedWalletPhone(transfer.senderPhone),
        ...(transfer.senderName === null ? {} : { senderName: transfer.senderName }),
      }));
    },
  };
}
