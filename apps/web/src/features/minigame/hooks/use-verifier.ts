import { type MinigamePlayRow, type Verification, verifyPlay } from '@member/shared';
import { useState } from 'react';

/** Where a play's check stands: running, done (matching or not), or impossible in this browser. */
export type Check =
  | { status: 'checking' }
  | { status: 'done'; verification: Verification }
  | { status: 'failed' }
  | { status: 'unavailable' };

const hasWebCrypto = () => typeof globalThis.crypto?.subtle?.sign === 'function';

/**
 * Recomputes plays in the browser from their revealed server seeds with the shared draw
 * (minigame-draw.ts, WebCrypto HMAC-SHA256): the very code the server drew them with.
 */
export function useVerifier() {
  const [checks, setChecks] = useState<Record<string, Check>>({});
  const set = (id: string, check: Check) => setChecks((current) => ({ ...current, [id]: check }));

  const verify = async (row: MinigamePlayRow): Promise<void> => {
    if (row.serverSeed === null) return;
    if (!hasWebCrypto()) return set(row.id, { status: 'unavailable' });
    set(row.id, { status: 'checking' });
    try {
      const verification = await verifyPlay({
        serverSeed: row.serverSeed,
        serverSeedHash: row.serverSeedHash,
        clientSeed: row.clientSeed,
        nonce: row.nonce,
        weights: row.weights,
        prizeIndex: row.prizeIndex,
      });
      set(row.id, { status: 'done', verification });
    } catch {
      // A seed that is not 64 hex digits, weights no draw can use: the play cannot be what it says.
      set(row.id, { status: 'failed' });
    }
  };

  const verifyAll = async (rows: MinigamePlayRow[]) => {
    for (const row of rows) await verify(row);
  };

  return { checks, verify, verifyAll };
}
