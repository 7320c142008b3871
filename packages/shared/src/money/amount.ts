import { VALIDATION as M } from '../common/messages';

/**
 * Money on the wire is baht as a JSON number with at most two decimals; inside the server it is
 * integer satang (DESIGN.md §3 Money). These helpers are the one place the two meet.
 */
export const SATANG_PER_BAHT = 100;
/** Upper bound of one deposit, withdrawal or adjustment (decision 0030). */
export const MAX_TRANSACTION_BAHT = 1_000_000;

export function bahtToSatang(baht: number): number {
  return Math.round(baht * SATANG_PER_BAHT);
}

export function satangToBaht(satang: number | bigint | string): number {
  return Number(satang) / SATANG_PER_BAHT;
}

/** True when `value` has at most two decimals (checked on the satang value, so 0.1 + 0.2 style noise is caught). */
function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * SATANG_PER_BAHT - Math.round(value * SATANG_PER_BAHT)) < 1e-6;
}

export function amountError(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return M.amountRequired;
  if (typeof value !== 'number' || !Number.isFinite(value)) return M.invalidValue;
  if (value <= 0) return M.amountPositive;
  if (!hasAtMostTwoDecimals(value)) return M.amountDecimals;
  // A positive number too small to be one satang (e.g. 5e-324) is no amount at all.
  if (bahtToSatang(value) < 1) return M.amountPositive;
  if (value > MAX_TRANSACTION_BAHT) return M.amountTooLarge;
  return null;
}
