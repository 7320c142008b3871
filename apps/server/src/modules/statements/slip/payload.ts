import { slipVerify as makeSlipVerifyPayload } from 'promptparse/generate';
import { slipVerify as readSlipVerifyPayload } from 'promptparse/validate';

/** The two fields a slip's verification mini-QR carries (decision 0163). */
export interface SlipReference {
  /** The sending bank's 3-digit id as printed in the payload (`004` KBank, `014` SCB, …). */
  sendingBank: string;
  /** The sending bank's transaction reference. */
  transRef: string;
}

export type ParsedSlipPayload = ({ ok: true } & SlipReference) | { ok: false; reason: 'not-a-slip' };

const BANK_ID = /^\d{3}$/;
// Banks' references are letters and digits (KBank `015…A…`, SCB `2025…`); anything else is not a slip's.
const TRANS_REF = /^[0-9A-Za-z]{1,64}$/;

/**
 * The sending bank and the transaction reference of a slip-verification mini-QR payload, or `not-a-slip`:
 * promptparse checks the structure (tag 00 with API type `000001`, sub-tags 01 and 02) and the CRC (tag 91);
 * a PromptPay payment QR, any other EMVCo QR, a broken CRC or free text is refused.
 */
export function parseSlipPayload(payload: string): ParsedSlipPayload {
  const text = payload.trim();
  if (text.length === 0 || text.length > 512) return { ok: false, reason: 'not-a-slip' };
  let read: SlipReference | null;
  try {
    read = readSlipVerifyPayload(text);
  } catch {
    read = null;
  }
  if (read === null || !BANK_ID.test(read.sendingBank) || !TRANS_REF.test(read.transRef)) {
    return { ok: false, reason: 'not-a-slip' };
  }
  return { ok: true, sendingBank: read.sendingBank, transRef: read.transRef };
}

/** A valid mini-QR payload for a slip (the sandbox bank's slips and the tests). */
export function makeSlipPayload(reference: SlipReference): string {
  if (!BANK_ID.test(reference.sendingBank)) throw new Error('sendingBank must be a 3-digit bank id');
  if (!TRANS_REF.test(reference.transRef)) throw new Error('transRef must be 1 to 64 letters or digits');
  return makeSlipVerifyPayload(reference);
}
