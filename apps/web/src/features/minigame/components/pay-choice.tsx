import { formatThousands, MINIGAME } from '@member/shared';
import type { PlayRequest } from '../api/minigame-mutations';
import { formatBaht } from '../lib/format';

type Pay = PlayRequest['pay'];

/**
 * Coins or mini-game credit for the next play, shown when the operator lets credit pay for plays
 * (`creditUse: 'play'`): the game's cost in coins, or that many coins' worth of credit.
 */
export function PayChoice({
  cost,
  creditPricePerCoin,
  value,
  onChange,
  disabled,
}: {
  cost: number;
  creditPricePerCoin: number;
  value: Pay;
  onChange: (pay: Pay) => void;
  disabled: boolean;
}) {
  const options: { pay: Pay; label: string }[] = [
    { pay: 'coins', label: MINIGAME.payCoins(formatThousands(cost, 0)) },
    { pay: 'credit', label: MINIGAME.payCredit(formatBaht(Math.round(cost * creditPricePerCoin * 100) / 100)) },
  ];
  return (
    <fieldset className="mg-pay flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-text/90">{MINIGAME.payWith}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label
            key={option.pay}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm transition ${
              value === option.pay ? 'border-gold/40 bg-gold/10 text-text' : 'border-line bg-surface text-muted'
            }`}
          >
            <input
              type="radio"
              name="minigame-pay"
              value={option.pay}
              checked={value === option.pay}
              onChange={() => onChange(option.pay)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
