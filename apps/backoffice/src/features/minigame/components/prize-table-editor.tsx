import {
  formatNumber,
  formatThousands,
  MINIGAME_LABELS,
  MINIGAME_LIMITS,
  PRIZE_KINDS,
  type PrizeKind,
} from '@member/shared';
import { BO_MINIGAME } from '@member/shared/backoffice';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/shared/ui/button';
import { TableHead } from '@/shared/ui/static-table';
import { toNullable, toNumber } from '../lib/number-input';
import { emptyRow, liveTable, type PrizeRowValues } from '../lib/prize-table';

interface TableForm {
  prizes: PrizeRowValues[];
}

const CONTROL =
  'w-full rounded-lg border border-line bg-surface px-2 py-1.5 text-sm aria-[invalid=true]:border-red-600 disabled:bg-surface-2';
const percent = (probability: number) => `${formatNumber(probability * 100, 2)}%`;
const evText = (kind: PrizeKind, ev: number) =>
  kind === 'coins' ? formatThousands(ev, 4) : kind === 'nothing' ? '-' : formatNumber(ev);

/**
 * The rows of a prize table (kind, amount, credit expiry, weight, label) inside a form that holds
 * `prizes`, with each row's chance and expected value and the table's totals computed as they are typed.
 */
export function PrizeTableEditor({ readOnly = false }: { readOnly?: boolean }) {
  const { control, register, formState } = useFormContext<TableForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'prizes' });
  const rows = useWatch({ control, name: 'prizes' }) ?? [];
  const live = liveTable(rows);
  const errors = formState.errors.prizes;
  const tableError = errors?.root?.message ?? errors?.message;
  const cell = 'px-2 py-1.5 align-top';

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full text-sm">
          <TableHead
            caption={BO_MINIGAME.prizeTableCaption}
            className="bg-surface-2 text-left text-muted"
            columns={[
              { label: '#', className: cell },
              { label: BO_MINIGAME.prizeKind, className: `${cell} w-36` },
              ...[BO_MINIGAME.amount, BO_MINIGAME.creditExpiryDays, BO_MINIGAME.weight].map((label) => ({
                label,
                className: `${cell} w-28`,
              })),
              { label: BO_MINIGAME.label, className: cell },
              ...[BO_MINIGAME.probability, BO_MINIGAME.rowEv].map((label) => ({
                label,
                className: `${cell} text-right`,
              })),
              ...(readOnly
                ? []
                : [{ label: <span className="sr-only">{BO_MINIGAME.removeColumn}</span>, className: cell }]),
            ]}
          />
          <tbody>
            {fields.map((field, index) => {
              const kind = rows[index]?.kind ?? 'nothing';
              const rowErrors = errors?.[index];
              const name = (what: string) => BO_MINIGAME.rowName(index + 1, what);
              const messages = [
                rowErrors?.kind?.message,
                rowErrors?.amount?.message,
                rowErrors?.creditExpiryDays?.message,
                rowErrors?.weight?.message,
                rowErrors?.label?.message,
              ].filter(Boolean);
              return (
                <tr key={field.id} className="border-t border-line">
                  <td className={`${cell} pt-3 text-muted`}>{index + 1}</td>
                  <td className={cell}>
                    <select
                      aria-label={name(BO_MINIGAME.prizeKind)}
                      className={CONTROL}
                      disabled={readOnly}
                      aria-invalid={Boolean(rowErrors?.kind)}
                      {...register(`prizes.${index}.kind`)}
                    >
                      {PRIZE_KINDS.map((value) => (
                        <option key={value} value={value}>
                          {MINIGAME_LABELS.prizeKinds[value]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className={cell}>
                    <input
                      aria-label={name(BO_MINIGAME.amount)}
                      inputMode="decimal"
                      className={CONTROL}
                      disabled={readOnly || kind === 'nothing'}
                      aria-invalid={Boolean(rowErrors?.amount)}
                      {...register(`prizes.${index}.amount`, { setValueAs: toNumber })}
                    />
                  </td>
                  <td className={cell}>
                    <input
                      aria-label={name(BO_MINIGAME.creditExpiryDays)}
                      inputMode="numeric"
                      className={CONTROL}
                      disabled={readOnly || kind !== 'credit'}
                      aria-invalid={Boolean(rowErrors?.creditExpiryDays)}
                      {...register(`prizes.${index}.creditExpiryDays`, { setValueAs: toNullable })}
                    />
                  </td>
                  <td className={cell}>
                    <input
                      aria-label={name(BO_MINIGAME.weight)}
                      inputMode="numeric"
                      className={CONTROL}
                      disabled={readOnly}
                      aria-invalid={Boolean(rowErrors?.weight)}
                      {...register(`prizes.${index}.weight`, { setValueAs: toNumber })}
                    />
                  </td>
                  <td className={cell}>
                    <input
                      aria-label={name(BO_MINIGAME.label)}
                      placeholder={BO_MINIGAME.labelPlaceholder}
                      maxLength={MINIGAME_LIMITS.labelMaxLength}
                      className={CONTROL}
                      disabled={readOnly}
                      aria-invalid={Boolean(rowErrors?.label)}
                      {...register(`prizes.${index}.label`)}
                    />
                    {messages.length > 0 && (
                      <p role="alert" className="mt-1 text-xs text-red-700">
                        {messages.join(' ')}
                      </p>
                    )}
                  </td>
                  <td className={`${cell} tabular pt-3 text-right`}>
                    {live ? percent(live.rows[index]?.probability ?? 0) : '-'}
                  </td>
                  <td className={`${cell} tabular pt-3 text-right`}>
                    {live ? evText(kind, live.rows[index]?.ev ?? 0) : '-'}
                  </td>
                  {!readOnly && (
                    <td className={cell}>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={BO_MINIGAME.removePrize(index + 1)}
                        disabled={fields.length <= MINIGAME_LIMITS.minPrizes}
                        onClick={() => remove(index)}
                      >
                        ✕
                      </Button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {!readOnly && (
        <Button
          variant="secondary"
          className="self-start"
          disabled={fields.length >= MINIGAME_LIMITS.maxPrizes}
          onClick={() => append(emptyRow())}
        >
          {BO_MINIGAME.addPrize}
        </Button>
      )}
      {tableError && (
        <p role="alert" className="text-sm text-red-700">
          {tableError}
        </p>
      )}
      <dl
        aria-live="polite"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-lg bg-surface-2 p-3 text-sm md:grid-cols-5"
      >
        {(
          [
            [BO_MINIGAME.evCoins, live ? formatThousands(live.stats.evCoins, 4) : '-'],
            [BO_MINIGAME.evCredit, live ? formatNumber(live.stats.evCredit) : '-'],
            [BO_MINIGAME.evProfit, live ? formatNumber(live.stats.evProfit) : '-'],
            [BO_MINIGAME.evBaht, live ? formatNumber(live.stats.evBaht) : '-'],
            [BO_MINIGAME.maxPrizeBaht, live ? formatNumber(live.stats.maxPrizeBaht) : '-'],
          ] as const
        ).map(([term, value]) => (
          <div key={term}>
            <dt className="text-muted">{term}</dt>
            <dd className="tabular font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
