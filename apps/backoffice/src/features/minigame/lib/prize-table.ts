import { type PrizeInput, type PrizeKind, prizeTableStats, type PrizeTableStats } from '@member/shared';

/** A row of the editor as the form holds it: numbers may be half-typed (NaN, empty) while the operator writes. */
export interface PrizeRowValues {
  kind: PrizeKind;
  amount?: unknown;
  creditExpiryDays?: number | null;
  weight: number;
  label?: string | null;
}

export interface LiveTable {
  /** Each row's chance (0..1) and expected value per play (coins for a coin prize, else baht). */
  rows: { probability: number; ev: number }[];
  stats: PrizeTableStats;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/**
 * Probabilities and expected values of the table being edited, from the shared `prizeTableStats`; a
 * row not yet valid counts as weight 0 or amount 0, and a table without weight has none (null).
 */
export function liveTable(values: readonly PrizeRowValues[]): LiveTable | null {
  const prizes = values.map((row) => ({
    kind: row.kind,
    amount: row.kind === 'nothing' ? 0 : count(row.amount),
    weight: Number.isSafeInteger(row.weight) && row.weight > 0 ? row.weight : 0,
  }));
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (total < 1) return null;
  return {
    rows: prizes.map((prize) => ({ probability: prize.weight / total, ev: (prize.amount * prize.weight) / total })),
    stats: prizeTableStats(prizes),
  };
}

/** The form's rows of a table in force (a label left to its default is an empty field). */
export const rowsOf = (prizes: readonly PrizeInput[]): PrizeRowValues[] =>
  prizes.map(({ kind, amount, creditExpiryDays, weight, label }) => ({
    kind,
    amount,
    creditExpiryDays,
    weight,
    label: label ?? '',
  }));

/** A new row: nothing won, weight 1. */
export const emptyRow = (): PrizeRowValues => ({
  kind: 'nothing',
  amount: 0,
  creditExpiryDays: null,
  weight: 1,
  label: '',
});
