/**
 * A calendar day between its `YYYY-MM-DD` value and the DD/MM/YYYY text a member or an operator types (SPEC.md §9),
 * Christian era as every other date of both apps (decision 0026). Read as text: a day handed
 * to a date library would become the device's midnight, a day early east of Bangkok.
 */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Whether y-m-d is a day of the calendar (no 31/02). */
function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** `2026-11-28` → `28/11/2026`. */
export function dayToText(value: string): string {
  const match = ISO_DAY.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** `28/11/2026` → `2026-11-28`, or null while the text is not a whole, real day. */
export function textToDay(text: string): string | null {
  const match = TYPED_DAY.exec(text);
  if (!match) return null;
  const value = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDay(value) ? value : null;
}

/** What was typed, as DD/MM/YYYY: digits only, the slashes put in as they go. */
export function maskDayText(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}
