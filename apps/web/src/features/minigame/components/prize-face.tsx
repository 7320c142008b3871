import type { PrizeKind } from '@member/shared';

const TONES: Record<PrizeKind, string> = {
  coins: 'text-amber-700',
  credit: 'text-rose-700',
  profit: 'text-emerald-700',
  nothing: 'text-zinc-500',
};

/** A prize as a card's face or a box's content shows it: its label in its kind's colour. */
export function PrizeFace({ kind, label }: { kind: PrizeKind; label: string }) {
  return (
    <span data-testid="prize-face" className={`px-1 text-center text-sm leading-tight font-bold ${TONES[kind]}`}>
      {label}
    </span>
  );
}
