import { type StatusState, WALLET } from '@member/shared';

/** Account numbers show only their last four digits. */
export function maskAccountNumber(number: string): string {
  const visible = number.slice(-4);
  return `${'x'.repeat(Math.max(0, number.length - 4))}${visible}`;
}

/** Colours of the status labels of SPEC.md §4: error red, pending amber, success green. */
export const STATUS_CLASSES: Record<StatusState, string> = {
  error: 'bg-red-500/15 text-red-400 border-red-500/30',
  pending: 'bg-amber-500/15 text-amber-300 border-amber-500/30',
  success: 'bg-emerald-500/15 text-emerald-400 border-emerald-500/30',
  none: 'bg-white/5 text-muted border-line',
};

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

/** The amount field's text as the number to validate: '' stays empty, anything unparsable is NaN. */
export function parseAmount(text: string): number | '' {
  const plain = text.replace(/,/g, '');
  if (plain === '') return '';
  return /^\d*\.?\d*$/.test(plain) && plain !== '.' ? Number(plain) : Number.NaN;
}
