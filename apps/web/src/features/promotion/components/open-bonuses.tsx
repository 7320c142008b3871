import { TURNOVER_TEXTS } from '@member/shared';
import { useId } from 'react';
import { useMemberTurnover } from '@/shared/api/member-turnover';
import { TurnoverProgress } from '@/shared/ui/turnover-progress';

/** "โปรที่รับอยู่": each bonus whose turnover is still open, under its promotion's name, with its progress. */
export function OpenBonuses() {
  const open = useMemberTurnover().data?.open.filter((requirement) => requirement.left > 0) ?? [];
  const titleId = useId();
  if (open.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-gold/30 bg-surface p-4 text-text"
    >
      <h2 id={titleId} className="text-base font-semibold text-gold">
        {TURNOVER_TEXTS.openBonuses}
      </h2>
      <ul className="flex flex-col gap-4">
        {open.map((requirement) => (
          <li key={requirement.id}>
            <TurnoverProgress
              title={requirement.title}
              played={requirement.played}
              required={requirement.required}
              left={requirement.left}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
