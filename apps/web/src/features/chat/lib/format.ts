import { BANGKOK_TIME_ZONE } from '@member/shared';

let timeFormat: Intl.DateTimeFormat | undefined;

/** A message's time, `14:05` in Bangkok whatever the device's zone. */
export function formatMessageTime(value: string): string {
  timeFormat ??= new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BANGKOK_TIME_ZONE,
  });
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}
