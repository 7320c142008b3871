import { zodResolver } from '@hookform/resolvers/zod';
import { FORFEIT_RULES, TURNOVER_BACKOFFICE_TEXTS as T, type TurnoverSettings } from '@member/shared';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { TextField } from '@/shared/ui/field';
import { FormSaveRow } from '@/shared/ui/form-save-row';
import { type GameProvider, useSaveTurnoverSettings } from '../api/turnover-settings';
import { toTurnoverForm, type TurnoverFormValues, turnoverFormSchema } from '../lib/turnover-settings-form';
import { ProviderWeightRows } from './provider-weight-rows';

/**
 * `PUT /admin/turnover/settings`: what giving up a bonus takes back, the balance below which open requirements
 * end, and how much of a stake counts (by default and per provider). Saved whole.
 */
export function TurnoverSettingsForm({
  settings,
  providers,
}: {
  settings: TurnoverSettings;
  /** The providers to choose from; null: none listed (codes are typed). */
  providers: readonly GameProvider[] | null;
}) {
  const save = useSaveTurnoverSettings();
  const [done, setDone] = useState('');
  const form = useForm<TurnoverFormValues, unknown, TurnoverSettings>({
    resolver: zodResolver(turnoverFormSchema),
    defaultValues: toTurnoverForm(settings),
  });
  const { register, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  const submit = handleSubmit((payload) => {
    setDone('');
    save.mutate(payload, {
      onSuccess: (answer) => {
        reset(toTurnoverForm(answer));
        setDone(T.saved);
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-4">
          <legend className="px-1 text-sm font-semibold">{T.forfeitRule}</legend>
          {FORFEIT_RULES.map((rule) => (
            <label key={rule} className="flex cursor-pointer items-center gap-3 text-sm">
              <input type="radio" value={rule} className="size-4 accent-accent" {...register('forfeit_rule')} />
              {T.forfeitRules[rule]}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={T.playedAway}
            inputMode="numeric"
            className="tabular"
            error={errors.played_away?.message}
            {...register('played_away')}
          />
          <TextField
            label={T.defaultWeight}
            inputMode="numeric"
            className="tabular"
            error={errors.default_weight?.message}
            {...register('default_weight')}
          />
        </div>
        <ProviderWeightRows providers={providers} />
        <FormSaveRow save={save} done={done} disabled={!formState.isDirty} />
      </form>
    </FormProvider>
  );
}
