import { formatNumber, LABELS } from '@member/shared';

/** An amount as §9 writes affiliate money (separators, two decimals) with its currency. */
export function Baht({
  value,
  className = '',
  'data-testid': testId,
}: {
  value: number;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <span data-testid={testId} className={`tabular-nums ${className}`}>
      {formatNumber(value)} <span className="text-[0.8em] font-normal opacity-80">{LABELS.currency}</span>
    </span>
  );
}
