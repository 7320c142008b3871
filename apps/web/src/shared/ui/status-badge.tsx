import { type StatusState, txStatus } from '@member/shared';

/** Colours of the status labels of SPEC.md §4: error red, pending amber, success green. */
export const STATUS_CLASSES: Record<StatusState, string> = {
  error: 'bg-red-500/15 text-red-400 border-red-500/30',
  pending: 'bg-amber-500/15 text-amber-300 border-amber-500/30',
  success: 'bg-emerald-500/15 text-emerald-400 border-emerald-500/30',
  none: 'bg-white/5 text-muted border-line',
};

/** The §4 label of a raw status (deposit, withdraw, bonus) in its colour. */
export function StatusBadge({ status }: { status: string }) {
  const { state, label } = txStatus(status);
  if (!label) return null;
  return (
    <span
      data-state={state}
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium ${STATUS_CLASSES[state]}`}
    >
      {label}
    </span>
  );
}
