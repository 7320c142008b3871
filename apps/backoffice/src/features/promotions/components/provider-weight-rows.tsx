import { TURNOVER_BACKOFFICE_TEXTS as T } from '@member/shared';
import { BO_ACTIONS } from '@member/shared/backoffice';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/shared/ui/button';
import { TableHead } from '@/shared/ui/static-table';
import type { GameProvider } from '../api/turnover-settings';
import type { TurnoverFormValues } from '../lib/turnover-settings-form';

const CONTROL =
  'w-full rounded-lg border border-line bg-surface px-2 py-1.5 text-sm aria-[invalid=true]:border-red-600 disabled:bg-surface-2';
const CELL = 'px-2 py-1.5 align-top';

/** The choices of one row: the providers no other row has, and its own (even one no longer listed). */
function choicesFor(providers: readonly GameProvider[], taken: readonly string[], own: string): GameProvider[] {
  const choices = providers.filter((provider) => provider.code === own || !taken.includes(provider.code));
  return own && !choices.some((provider) => provider.code === own) ? [{ code: own, name: own }, ...choices] : choices;
}

/** Who counts stakes at the default weight: the providers without a row (or every provider, with no rows). */
function DefaultWeightNote({ rest, noRows }: { rest: readonly GameProvider[] | null; noRows: boolean }) {
  if (rest === null) return noRows ? <p className="text-sm text-muted">{T.providerDefault}</p> : null;
  if (rest.length === 0) return null;
  const names = rest.map((provider) => provider.name).join(', ');
  return <p className="text-sm text-muted">{`${names}: ${T.providerDefault}`}</p>;
}

/** A control's message under it. */
function RowError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/** A row's provider: chosen from `choices`, or its code typed when there is no list. */
function ProviderControl({ index, choices }: { index: number; choices: readonly GameProvider[] | null }) {
  const { register, formState } = useFormContext<TurnoverFormValues>();
  const props = {
    'aria-label': `${T.provider} ${index + 1}`,
    'aria-invalid': Boolean(formState.errors.provider_weights?.[index]?.provider),
    className: CONTROL,
    ...register(`provider_weights.${index}.provider`),
  };
  if (!choices) return <input autoComplete="off" {...props} />;
  return (
    <select {...props}>
      {choices.map(({ code, name }) => (
        <option key={code} value={code}>
          {name === code ? code : `${name} (${code})`}
        </option>
      ))}
    </select>
  );
}

/** One provider's weight: the provider, the percent of its stakes that counts, and removing the row. */
function ProviderWeightRow({
  index,
  choices,
  onRemove,
}: {
  index: number;
  choices: readonly GameProvider[] | null;
  onRemove: () => void;
}) {
  const { control, register, formState } = useFormContext<TurnoverFormValues>();
  const provider = useWatch({ control, name: `provider_weights.${index}.provider` });
  const name = provider || String(index + 1);
  const errors = formState.errors.provider_weights?.[index];
  return (
    <tr className="border-t border-line">
      <td className={CELL}>
        <ProviderControl index={index} choices={choices} />
        <RowError message={errors?.provider?.message} />
      </td>
      <td className={CELL}>
        <input
          aria-label={`${T.weight} ${name}`}
          aria-invalid={Boolean(errors?.weight)}
          inputMode="numeric"
          className={`${CONTROL} tabular`}
          {...register(`provider_weights.${index}.weight`)}
        />
        <RowError message={errors?.weight?.message} />
      </td>
      <td className={CELL}>
        <Button variant="ghost" size="sm" aria-label={`${BO_ACTIONS.delete} ${name}`} onClick={onRemove}>
          {BO_ACTIONS.delete}
        </Button>
      </td>
    </tr>
  );
}

/**
 * The per-provider weights of the turnover form: a row per provider (chosen from the providers' list, or its
 * code typed when there is none) with its weight; a provider without a row uses the default weight.
 */
export function ProviderWeightRows({ providers }: { providers: readonly GameProvider[] | null }) {
  const { control, formState } = useFormContext<TurnoverFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'provider_weights' });
  const rows = useWatch({ control, name: 'provider_weights' }) ?? [];
  const defaultWeight = useWatch({ control, name: 'default_weight' });
  const taken = rows.map((row) => row.provider);
  const free = providers?.filter((provider) => !taken.includes(provider.code)) ?? null;
  const errors = formState.errors.provider_weights;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <legend className="px-1 text-sm font-semibold">{T.providerWeights}</legend>
      {fields.length > 0 && (
        <table className="w-full text-sm">
          <TableHead
            caption={T.providerWeights}
            className="text-left text-muted"
            columns={[
              { label: T.provider, className: CELL },
              { label: T.weight, className: `${CELL} w-32` },
              { label: <span className="sr-only">{BO_ACTIONS.delete}</span>, className: `${CELL} w-1` },
            ]}
          />
          <tbody>
            {fields.map((field, index) => (
              <ProviderWeightRow
                key={field.id}
                index={index}
                choices={providers && choicesFor(providers, taken, rows[index]?.provider ?? '')}
                onRemove={() => remove(index)}
              />
            ))}
          </tbody>
        </table>
      )}
      <DefaultWeightNote rest={free} noRows={fields.length === 0} />
      {listError && (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={free !== null && free.length === 0}
          onClick={() => append({ provider: free?.[0]?.code ?? '', weight: defaultWeight })}
        >
          {T.addProvider}
        </Button>
      </div>
    </fieldset>
  );
}
