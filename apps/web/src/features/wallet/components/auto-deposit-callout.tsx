import { WALLET } from '@member/shared';
import { useId } from 'react';

/** The automatic channel of bank transfers (issue 30): transfer from the registered account, the credit comes by itself. */
export function AutoDepositCallout() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-emerald-500/30 bg-emerald-500/10 p-3">
      <h2 id={titleId} className="text-sm font-semibold text-emerald-300">
        {WALLET.autoDepositTitle}
      </h2>
      <p className="mt-1 text-xs text-text/85">{WALLET.autoDepositNote}</p>
    </section>
  );
}
