/**
 * Input filters of SPEC.md §5, apart from the display formats (format.ts) so a form can use them
 * without pulling the date library into its chunk.
 */

/** The numeric input filter: keeps only digits and a dot. */
export function numericFilter(input: string): string {
  return input.replace(/[^0-9.]/g, '');
}

/** Digits only (phone and account numbers). */
export function digitsFilter(input: string): string {
  return input.replace(/[^0-9]/g, '');
}
