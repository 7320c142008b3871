/**
 * The sum of baht amounts, added in satang: 0.1 + 0.2 in floating point is not 0.3, and a total the
 * member checks against the rows must match them to the satang.
 */
export function sumBaht(values: readonly number[]): number {
  return values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;
}
