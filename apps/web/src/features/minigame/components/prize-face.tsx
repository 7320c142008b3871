import type { PrizeKind } from '@member/shared';

/** A prize as a card's face or a box's content shows it: its label in its kind's colour (games.css). */
export function PrizeFace({ kind, label }: { kind: PrizeKind; label: string }) {
  return (
    <span data-testid="prize-face" className={`mg-prize mg-prize-${kind}`}>
      {label}
    </span>
  );
}
