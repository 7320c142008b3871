import { zodResolver } from '@hookform/resolvers/zod';
import {
  AUTO_DEPOSIT_LIMITS,
  type AutoDepositSettings,
  autoDepositSettingsSchema,
  STATEMENT_SOURCE_KINDS,
} from '@member/shared';
import { BO_STATEMENTS as T } from '@member/shared/backoffice';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useOperator } from '@/shared/api/session';
import { TextField } from '@/shared/ui/field';
import { FormSaveRow } from '@/shared/ui/form-save-row';
import { LabeledCheckbox } from '@/shared/ui/labeled-checkbox';
import { PageHeader } from '@/shared/ui/page-header';
import { QueryState } from '@/shared/ui/query-state';
import { useAutoDepositSettings, useSaveAutoDepositSettings } from '../api/statements';

/** A typed number: blank is not a number (the schema says so in Thai); thousands separators are allowed. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replaceAll(',', '')));

/** The form as typed (text boxes hold strings), turned into the call's body and checked by the call's own schema. */
const formSchema = z
  .object({
    enabled: z.boolean(),
    sources: z.object({ bank_sms: z.boolean(), statement_file: z.boolean(), truemoney: z.boolean() }),
    ceiling: z.string(),
    windowMinutes: z.string(),
    noReportNeeded: z.boolean(),
    silentAfterMinutes: z.string(),
  })
  .transform((form): z.input<typeof autoDepositSettingsSchema> => ({
    ...form,
    ceiling: toNumber(form.ceiling),
    windowMinutes: toNumber(form.windowMinutes),
    silentAfterMinutes: toNumber(form.silentAfterMinutes),
  }))
  .pipe(autoDepositSettingsSchema);
type FormValues = z.input<typeof formSchema>;

const toForm = (settings: AutoDepositSettings): FormValues => ({
  enabled: settings.enabled,
  sources: { ...settings.sources },
  ceiling: String(settings.ceiling),
  windowMinutes: String(settings.windowMinutes),
  noReportNeeded: settings.noReportNeeded,
  silentAfterMinutes: String(settings.silentAfterMinutes),
});

function SettingsForm({ settings, canEdit }: { settings: AutoDepositSettings; canEdit: boolean }) {
  const save = useSaveAutoDepositSettings();
  const [done, setDone] = useState('');
  const { register, handleSubmit, formState, reset } = useForm<FormValues, unknown, AutoDepositSettings>({
    resolver: zodResolver(formSchema),
    defaultValues: toForm(settings),
  });
  const errors = formState.errors;
  const submit = handleSubmit((payload) => {
    setDone('');
    save.mutate(payload, {
      onSuccess: (answer) => {
        reset(toForm(answer));
        setDone(T.saved);
      },
    });
  });
  const { windowMinutes: window, silentMinutes: silent } = AUTO_DEPOSIT_LIMITS;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <fieldset disabled={!canEdit} className="flex flex-col gap-5">
        <LabeledCheckbox label={T.enabled} role="switch" {...register('enabled')} />
        <fieldset className="flex flex-wrap gap-x-6 gap-y-2 rounded-lg border border-line p-4">
          <legend className="px-1 text-sm font-semibold">{T.sourcesFieldset}</legend>
          {STATEMENT_SOURCE_KINDS.map((kind) => (
            <LabeledCheckbox key={kind} label={T.sourceKindOn(T.kinds[kind])} {...register(`sources.${kind}`)} />
          ))}
        </fieldset>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField
            label={T.ceiling}
            hint={T.ceilingHint}
            inputMode="decimal"
            className="tabular"
            error={errors.ceiling?.message}
            {...register('ceiling')}
          />
          <TextField
            label={T.windowMinutes}
            hint={T.windowMinutesHint(window.min, window.max)}
            inputMode="numeric"
            className="tabular"
            error={errors.windowMinutes?.message}
            {...register('windowMinutes')}
          />
          <TextField
            label={T.silentAfterMinutes}
            hint={T.silentAfterMinutesHint(silent.min, silent.max)}
            inputMode="numeric"
            className="tabular"
            error={errors.silentAfterMinutes?.message}
            {...register('silentAfterMinutes')}
          />
        </div>
        <div className="flex flex-col gap-1">
          <LabeledCheckbox label={T.noReportNeeded} role="switch" {...register('noReportNeeded')} />
          <p className="text-xs text-muted">{T.noReportNeededHint}</p>
        </div>
      </fieldset>
      {canEdit && <FormSaveRow save={save} done={done} disabled={!formState.isDirty} />}
    </form>
  );
}

/**
 * `/auto-deposit-settings` (`money.view` to read, `settings.edit` to save): whether lines are credited
 * automatically, from which kinds of source, up to which amount, within which window, without a request
 * ("ไม่ต้องแจ้งฝาก"), and when a silent source is warned about.
 */
export default function AutoDepositSettingsRoute() {
  const { can } = useOperator();
  const settings = useAutoDepositSettings();
  return (
    <>
      <PageHeader title={T.settingsTitle} />
      <p className="mb-4 max-w-3xl text-sm text-muted">{T.settingsIntro}</p>
      <section className="max-w-4xl rounded-xl border border-line bg-surface p-4">
        {settings.data ? (
          <SettingsForm settings={settings.data} canEdit={can('settings.edit')} />
        ) : (
          <QueryState error={settings.error} onRetry={() => void settings.refetch()} />
        )}
      </section>
    </>
  );
}
