import { WALLET } from '@member/shared';

export function typeLabel(type: string): string {
  return (WALLET.typeLabels as Record<string, string>)[type] ?? type;
}

/** mm:ss of the time left, never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
