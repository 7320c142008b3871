import { zodResolver } from '@hookform/resolvers/zod';
import { PAYOUT_BACKOFFICE_TEXTS as T, type PayoutSettings, payoutSettingsSchema } from '@member/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useOperator } from '@/shared/api/session';
import { TextField } from '@/shared/ui/field';
import { FormSaveRow } from '@/shared/ui/form-save-row';
import { LabeledCheckbox } from '@/shared/ui/labeled-checkbox';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { usePayoutSettings, useSavePayoutSettings } from '../api/payouts';

/** A typed number: blank is not a number (the schema says so in Thai); thousands separators are allowed. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replaceAll(',', '')));

const NUMBER_FIELDS = ['max_amount', 'daily_total', 'min_account_age_days', 'bank_unchanged_days'] as const;

/** The form as typed (text boxes hold strings), checked by the call's own schema. */
const formSchema = z
  .object({
    enabled: z.boolean(),
    max_amount: z.string(),
    daily_total: z.string(),
    min_account_age_days: z.string(),
    bank_unchanged_days: z.string(),
  })
  .transform((form): z.input<typeof payoutSettingsSchema> => ({
    enabled: form.enabled,
    max_amount: toNumber(form.max_amount),
    daily_total: toNumber(form.daily_total),
    min_account_age_days: toNumber(form.min_account_age_days),
    bank_unchanged_days: toNumber(form.bank_unchanged_days),
  }))
  .pipe(payoutSettingsSchema);
type FormValues = z.input<typeof formSchema>;

const toForm = (settings: PayoutSettings): FormValues => ({
  enabled: settings.enabled,
  max_amount: String(settings.max_amount),
  daily_total: String(settings.daily_total),
  min_account_age_days: String(settings.min_account_age_days),
  bank_unchanged_days: String(settings.bank_unchanged_days),
});

const LABELS: Record<(typeof NUMBER_FIELDS)[number], string> = {
  max_amount: T.maxAmount,
  daily_total: T.dailyTotal,
  min_account_age_days: T.minAccountAge,
  bank_unchanged_days: T.bankUnchanged,
};

function SettingsForm({ settings, canEdit }: { settings: PayoutSettings; canEdit: boolean }) {
  const save = useSavePayoutSettings();
  const [done, setDone] = useState('');
  const { register, handleSubmit, formState, reset } = useForm<FormValues, unknown, PayoutSettings>({
    resolver: zodResolver(formSchema),
    defaultValues: toForm(settings),
  });
  const submit = handleSubmit((payload) => {
    setDone('');
    save.mutate(payload, {
      onSuccess: (answer) => {
        reset(toForm(answer));
        setDone(T.saved);
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <fieldset disabled={!canEdit} className="flex flex-col gap-5">
        <LabeledCheckbox label={T.enabled} role="switch" {...register('enabled')} />
        <div className="grid gap-4 md:grid-cols-2">
          {NUMBER_FIELDS.map((field) => (
            <TextField
              key={field}
              label={LABELS[field]}
              inputMode="numeric"
              className="tabular"
              error={formState.errors[field]?.message}
              {...register(field)}
            />
          ))}
        </div>
        <p className="text-sm text-muted">{T.fixedRules}</p>
      </fieldset>
      {canEdit && <FormSaveRow save={save} done={done} disabled={!formState.isDirty} />}
    </form>
  );
}

/**
 * `/settings/payouts` (`money.view` to read, `settings.edit` to save): whether withdrawals within these
 * rules pay themselves through the payout provider, and the rules (decision 0175).
 */
export default function PayoutSettingsRoute() {
  const { can } = useOperator();
  const settings = usePayoutSettings();
  return (
    <>
      <PageHeader title={T.settingsTitle} />
      <section className="max-w-3xl rounded-xl border border-line bg-surface p-4">
        {settings.data ? (
          <SettingsForm settings={settings.data} canEdit={can('settings.edit')} />
        ) : (
          <QueryState error={settings.error} onRetry={() => void settings.refetch()} />
        )}
      </section>
    </>
  );
}
