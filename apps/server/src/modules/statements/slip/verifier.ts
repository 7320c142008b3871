/** A party of a transfer as the verifier reports it; every field is optional, banks mask or omit them. */
export interface SlipParty {
  /** The bank's 3-digit id or code as the verifier gives it. */
  bankCode?: string;
  /** The visible digits of the account (masked accounts give only some). */
  accountDigits?: string;
  name?: string;
}

/** The transfer a verifier found for a slip's reference. */
export interface VerifiedTransfer {
  transRef: string;
  amountSatang: number;
  occurredAt: Date;
  receiver: SlipParty;
  sender: SlipParty;
}

export type SlipVerification = ({ ok: true } & VerifiedTransfer) | { ok: false; reason: 'not-found' | 'unavailable' };

/** Asks the banks (through a slip-verification service) for the transfer behind a slip's mini-QR. */
export interface SlipVerifier {
  verify(input: { sendingBank: string; transRef: string }): Promise<SlipVerification>;
}

/** A transfer of the sandbox bank, as its table stores it. */
export type SandboxTransfer = VerifiedTransfer;

/**
 * The sandbox verifier: answers from the sandbox bank's own transfers through `lookup` (a database table in
 * the demo). No transfer → `not-found`; a lookup that throws, or a stored transfer that is not a positive
 * whole number of satang at a valid time → `unavailable` (never a made-up answer).
 */
export function createSandboxSlipVerifier(
  lookup: (transRef: string, sendingBank: string) => Promise<SandboxTransfer | null>,
): SlipVerifier {
  return {
    async verify({ sendingBank, transRef }) {
      let found: SandboxTransfer | null;
      try {
        found = await lookup(transRef, sendingBank);
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
      if (found === null) return { ok: false, reason: 'not-found' };
      if (
        found.transRef !== transRef ||
        !Number.isSafeInteger(found.amountSatang) ||
        found.amountSatang <= 0 ||
        Number.isNaN(found.occurredAt.getTime())
      ) {
        return { ok: false, reason: 'unavailable' };
      }
      return {
        ok: true,
        transRef: found.transRef,
        amountSatang: found.amountSatang,
        occurredAt: new Date(found.occurredAt.getTime()),
        receiver: { ...found.receiver },
        sender: { ...found.sender },
      };
    },
  };
}
