import { BO_CHAT } from '@member/shared/backoffice';

/**
 * A length of time in the words an agent reads it: `45 วินาที`, `3 นาที 20 วินาที`, `2 ชั่วโมง 5 นาที`,
 * `1 วัน 4 ชั่วโมง`; none yet is `-`.
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return BO_CHAT.noTime;
  const whole = Math.round(seconds);
  if (whole < 60) return BO_CHAT.seconds(whole);
  if (whole < 3600) return BO_CHAT.minutes(Math.floor(whole / 60), whole % 60);
  const minutes = Math.round(whole / 60);
  if (minutes < 24 * 60) return BO_CHAT.hours(Math.floor(minutes / 60), minutes % 60);
  const hours = Math.round(minutes / 60);
  return BO_CHAT.days(Math.floor(hours / 24), hours % 24);
}
