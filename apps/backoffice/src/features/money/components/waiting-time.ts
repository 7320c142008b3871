import { BO_MONEY } from '@member/shared/backoffice';
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** How long a row has waited, as the queue says it: minutes, then hours and minutes, then days and hours. */
export function waitingText(createdAt: string, nowMs: number): string {
  const minutes = Math.floor(Math.max(0, nowMs - Date.parse(createdAt)) / MINUTE_MS);
  if (minutes < 1) return BO_MONEY.waitingLessThanMinute;
  if (minutes < 60) return BO_MONEY.waitingMinutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return BO_MONEY.waitingHours(hours, minutes % 60);
  return BO_MONEY.waitingDays(Math.floor(hours / 24), hours % 24);
}

/** The clock, read again every `intervalMs`: the waiting times count up on their own. */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
