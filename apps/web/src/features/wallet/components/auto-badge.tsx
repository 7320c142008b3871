import { WALLET } from '@member/shared';

/** Says a deposit was approved by the statement matcher, not by an operator (issue 30). */
export function AutoBadge() {
  return (
    <span className="inline-flex items-center rounded-full border border-sky-400/30 bg-sky-500/15 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-sky-300">
      {WALLET.approvedAutomatically}
    </span>
  );
}
