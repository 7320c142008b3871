import { BO_DATE_FIELD } from '@member/shared/backoffice';
import { isIsoDay } from '@member/web-kit/date-field';

/**
 * A date and time field's value, `YYYY-MM-DDTHH:mm` (Bangkok time, as a `datetime-local` value), as its
 * day and time parts and back. A part typed halfway is kept as typed (it holds no `T`), so the value
 * round-trips and the form's rule can name it.
 */
export function splitDateTime(value: string): { day: string; time: string } {
  const [day = '', time = ''] = value.split('T');
  return { day, time };
}

export function joinDateTime(day: string, time: string): string {
  return day === '' && time === '' ? '' : `${day}T${time}`;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `HH:mm`, 24-hour. */
export function isTimeText(text: string): boolean {
  return TIME.test(text);
}

/** What was typed, as HH:mm: digits only, the colon put in after the hour. */
export function maskTimeText(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** The message for a part typed halfway (the day first), or null when both are whole or the value is empty. */
export function dateTimeError(value: string): string | null {
  if (value === '') return null;
  const { day, time } = splitDateTime(value);
  if (!isIsoDay(day)) return BO_DATE_FIELD.invalid;
  if (!isTimeText(time)) return BO_DATE_FIELD.timeInvalid;
  return null;
}
