import { zodResolver } from '@hookform/resolvers/zod';
import { AFFILIATE_BASES, type AffiliateSettings, affiliateSettingsSchema } from '@member/shared';
import { BO_AFFILIATE as T } from '@member/shared/backoffice';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SaveButton } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { ToggleSwitch } from '@/shared/ui/toggle-switch';
import { useSaveAffiliateSettings } from '../api/settings';
import { errorMessage } from '@/shared/lib/error-message';

/** A typed number: thousands separators allowed, an empty box left for the schema to call missing. */
const typedNumber = (text: string) => {
  const trimmed = text.trim().replaceAll(',', '');
  return (trimmed === '' ? undefined : Number(trimmed)) as number;
};

/**
 * The form as typed (text boxes hold strings), turned into the call's body and checked by the schema
 * the server declares, so a field's message is the one the server would answer.
 */
const formSchema = z
  .object({
    affRate: z.string(),
    secondLevelRate: z.string(),
    minWithdraw: z.string(),
    basis: z.enum(AFFILIATE_BASES),
    negativeCarryover: z.boolean(),
    addressFlagsAlone: z.boolean(),
  })
  .transform((form): z.input<typeof affiliateSettingsSchema> => ({
    affRate: typedNumber(form.affRate),
    secondLevelRate: typedNumber(form.secondLevelRate),
    minWithdraw: typedNumber(form.minWithdraw),
    basis: form.basis,
    negativeCarryover: form.negativeCarryover,
    addressFlagsAlone: form.addressFlagsAlone,
  }))
  .pipe(affiliateSettingsSchema);
type FormValues = z.input<typeof formSchema>;

function toForm(settings: AffiliateSettings): FormValues {
  return {
    affRate: String(settings.affRate),
    secondLevelRate: String(settings.secondLevelRate),
    minWithdraw: settings.minWithdraw.toFixed(2),
    basis: settings.basis,
    negativeCarryover: settings.negativeCarryover,
    addressFlagsAlone: settings.addressFlagsAlone,
  };
}

/** The on/off settings, each a switch with its hint. */
const SWITCHES = [
  { field: 'negativeCarryover', label: T.negativeCarryover, hint: T.negativeCarryoverHint },
  { field: 'addressFlagsAlone', label: T.addressFlagsAlone, hint: T.addressFlagsAloneHint },
] as const;

/**
 * `PUT /admin/affiliate/settings`: the rates, the smallest income withdrawal, the basis, the carryover and whether an address alone flags.
 * An operator without `affiliate.manage` sees the same form, every control disabled and no save button.
 */
export function AffiliateSettingsForm({ settings, canEdit }: { settings: AffiliateSettings; canEdit: boolean }) {
  const save = useSaveAffiliateSettings();
  const [done, setDone] = useState('');
  const basisHintId = useId();
  const { register, handleSubmit, formState, reset, watch, setValue } = useForm<FormValues, unknown, AffiliateSettings>(
    {
      resolver: zodResolver(formSchema),
      defaultValues: toForm(settings),
    },
  );
  const errors = formState.errors;
  // The switch is a button, not an input: the form holds its value. (No React Compiler here to memoize it.)
  // eslint-disable-next-line react-hooks/incompatible-library
  const switches = { negativeCarryover: watch('negativeCarryover'), addressFlagsAlone: watch('addressFlagsAlone') };
  const submit = handleSubmit((payload) => {
    setDone('');
    save.mutate(payload, {
      onSuccess: (answer) => {
        reset(toForm(answer));
        setDone(T.settingsSaved);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <fieldset disabled={!canEdit} className="flex flex-col gap-5">
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            label={T.affRate}
            hint={T.affRateHint}
            inputMode="decimal"
            className="tabular"
            error={errors.affRate?.message}
            {...register('affRate')}
          />
          <TextField
            label={T.secondLevelRate}
            hint={T.secondLevelRateHint}
            inputMode="decimal"
            className="tabular"
            error={errors.secondLevelRate?.message}
            {...register('secondLevelRate')}
          />
          <TextField
            label={T.minWithdraw}
            hint={T.minWithdrawHint}
            inputMode="decimal"
            className="tabular"
            error={errors.minWithdraw?.message}
            {...register('minWithdraw')}
          />
        </div>

        <fieldset
          className="flex flex-col gap-3 rounded-lg border border-line p-4"
          aria-describedby={errors.basis ? basisHintId : undefined}
        >
          <legend className="px-1 text-sm font-semibold">{T.basis}</legend>
          {AFFILIATE_BASES.map((basis) => (
            <label key={basis} className="flex cursor-pointer items-start gap-3">
              <input type="radio" value={basis} className="mt-1 size-4 accent-accent" {...register('basis')} />
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-semibold">{T.bases[basis].label}</span>
                <span className="text-sm text-muted">{T.bases[basis].description}</span>
              </span>
            </label>
          ))}
          {errors.basis?.message && (
            <p id={basisHintId} role="alert" className="text-sm text-red-700">
              {errors.basis.message}
            </p>
          )}
        </fieldset>

        {SWITCHES.map(({ field, label, hint }) => (
          <div key={field} className="flex flex-col gap-1">
            <span className="text-sm font-semibold">{label}</span>
            <ToggleSwitch
              checked={switches[field]}
              onChange={(next) => setValue(field, next, { shouldDirty: true })}
              label={label}
              onText={T.on}
              offText={T.off}
              disabled={!canEdit}
            />
            <p className="text-xs text-muted">{hint}</p>
          </div>
        ))}
      </fieldset>

      {canEdit && (
        <>
          <ErrorNotice message={errorMessage(save.error)} />
          <div className="flex flex-wrap items-center gap-3">
            <SaveButton pending={save.isPending} disabled={!formState.isDirty} />
            <SuccessNotice>{done}</SuccessNotice>
          </div>
        </>
      )}
    </form>
  );
}
