import { LABELS, MINIGAME } from '@member/shared';
import { formatBaht, formatCoins } from '../lib/format';

const unit = (text: string) => <span className="text-[0.8em] font-normal opacity-80">{text}</span>;

/** Baht with two decimals (§9) and its currency. */
export function Baht({ value, className = '', testId }: { value: number; className?: string; testId?: string }) {
  return (
    <span data-testid={testId} className={`tabular-nums ${className}`}>
      {formatBaht(value)} {unit(LABELS.currency)}
    </span>
  );
}

/** Whole coins and their unit. */
export function Coins({ value, className = '', testId }: { value: number; className?: string; testId?: string }) {
  return (
    <span data-testid={testId} className={`tabular-nums ${className}`}>
      {formatCoins(value)} {unit(MINIGAME.coinUnit)}
    </span>
  );
}
