import { formatThousands, MINIGAME, type Prize, prizeLabel } from '@member/shared';
import { Section } from '@/shared/ui/sub-page';

/** A probability as a percentage, up to two decimals: `35%`, `0.5%`. */
const percent = (probability: number) => `${formatThousands(probability * 100, 2)}%`;

/** The game's prize table in force, each prize with its chance: what the wheel, cards and boxes hold. */
export function PrizeTable({ prizes }: { prizes: Prize[] }) {
  return (
    <Section title={MINIGAME.prizesTitle}>
      <table className="w-full overflow-hidden rounded-2xl border border-line bg-surface text-sm">
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="px-4 py-2 text-left font-medium">
              {MINIGAME.prize}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {MINIGAME.chance}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {prizes.map((prize) => (
            <tr key={prize.index} data-testid="prize-row">
              <td className="px-4 py-2 text-text">{prizeLabel(prize)}</td>
              <td className="px-4 py-2 text-right text-muted tabular-nums">{percent(prize.probability)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
