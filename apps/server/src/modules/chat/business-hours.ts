import { BANGKOK_OFFSET_MS, type ChatBusinessDay } from '@member/shared';

/**
 * Business hours per weekday in Asia/Bangkok (UTC+7 all year): pure arithmetic on instants. A day has
 * at most one span `[open, close)`, `close` up to `24:00`; a day without an entry is closed.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const minutesOf = (time: string): number => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

/** The Bangkok weekday (0 = Sunday), the instant the Bangkok day started, and the minute of the day. */
function bangkokClock(nowMs: number): { weekday: number; dayStartMs: number; minute: number } {
  const local = nowMs + BANGKOK_OFFSET_MS;
  const localDayStart = Math.floor(local / DAY_MS) * DAY_MS;
  return {
    weekday: new Date(localDayStart).getUTCDay(),
    dayStartMs: localDayStart - BANGKOK_OFFSET_MS,
    minute: Math.floor((local - localDayStart) / MINUTE_MS),
  };
}

/** Whether `nowMs` falls within the hours. */
export function openNow(hours: readonly ChatBusinessDay[], nowMs: number): boolean {
  const { weekday, minute } = bangkokClock(nowMs);
  const today = hours.find((entry) => entry.day === weekday);
  return today !== undefined && minutesOf(today.open) <= minute && minute < minutesOf(today.close);
}

/**
 * When the offline spell that `nowMs` falls in began: the last closing time before it (looking back a
 * week). Null while open. With no hours at all, every Bangkok day is a spell of its own, so a member
 * writing to a service that never opens is still told once a day.
 */
export function offlineSpellStart(hours: readonly ChatBusinessDay[], nowMs: number): number | null {
  if (openNow(hours, nowMs)) return null;
  const { weekday, dayStartMs } = bangkokClock(nowMs);
  for (let back = 0; back <= 7; back += 1) {
    const entry = hours.find((day) => day.day === (((weekday - back) % 7) + 7) % 7);
    if (!entry) continue;
    const closeMs = dayStartMs - back * DAY_MS + minutesOf(entry.close) * MINUTE_MS;
    if (closeMs <= nowMs) return closeMs;
  }
  return dayStartMs;
}
