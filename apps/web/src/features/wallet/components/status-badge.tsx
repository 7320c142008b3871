import { txStatus } from '@member/shared';
import { STATUS_CLASSES } from '../lib/format';

/** The §4 label of a raw status in its colour. */
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
