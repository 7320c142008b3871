import { TURNOVER_TEXTS } from '@member/shared';

export interface TurnoverProgressProps {
  /** Baht of stakes counted so far. */
  played: number;
  /** Baht of stakes required. */
  required: number;
  /** Baht still to play; 0 hides the bar. */
  left: number;
  /** One requirement's name (the promotion's), shown above its bar and added to the bar's label. */
  title?: string;
  className?: string;
}

/** A turnover's progress: the bar, what was played of what is required and what is left; nothing when none is left. */
export function TurnoverProgress({ played, required, left, title, className = '' }: TurnoverProgressProps) {
  if (left <= 0 || required <= 0) return null;
  const counted = Math.min(played, required);
  const percent = (counted / required) * 100;
  const text = TURNOVER_TEXTS.progress(played, required);
  return (
    <div data-testid="turnover-progress" className={`flex flex-col gap-1.5 ${className}`}>
      {title && <p className="truncate text-sm font-semibold">{title}</p>}
      <div
        role="progressbar"
        aria-label={title ? `${TURNOVER_TEXTS.progressLabel} ${title}` : TURNOVER_TEXTS.progressLabel}
        aria-valuemin={0}
        aria-valuemax={required}
        aria-valuenow={counted}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-gold-strong to-gold"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="flex flex-wrap justify-between gap-x-3 text-xs tabular-nums">
        <span className="opacity-80">{text}</span>
        <span className="font-semibold text-gold">{TURNOVER_TEXTS.left(left)}</span>
      </p>
    </div>
  );
}
