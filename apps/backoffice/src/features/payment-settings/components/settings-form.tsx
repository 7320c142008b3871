import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CombineSettings,
  DEFAULT_GATEWAY_NAMES,
  PAYMENT_GATEWAY_CODES,
  type PaymentGatewayCode,
  type PaymentSettingsPayload,
  paymentSettingsSchema,
  perGateway,
} from '@member/shared';
import { BO_PAYMENT_SETTINGS as T } from '@member/shared/backoffice';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SaveButton } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { LabeledCheckbox } from '@/shared/ui/labeled-checkbox';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { useSavePaymentSettings } from '../api/save-payment-settings';
import { errorMessage } from '@/shared/lib/error-message';

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The form as typed (text boxes hold strings), turned into the call's body and checked by the call's
 * own schema, so a field's message is the one the server would answer.
 */
const formSchema = z
  .object({
    credit_min: z.string(),
    bank_transfer: z.boolean(),
    promptpay: z.string(),
    accountNamePp: z.string(),
    truemoney: z.string(),
    accountNameTmn: z.string(),
    tmnAuto: z.boolean(),
    gateways: z.array(z.string()),
    gatewayNames: z.object(perGateway(() => z.string())),
  })
  .transform((form): z.input<typeof paymentSettingsSchema> => ({
    credit_min: form.credit_min.trim() === '' ? Number.NaN : Number(form.credit_min.trim().replaceAll(',', '')),
    bank_transfer: form.bank_transfer,
    promptpay: blankToNull(form.promptpay),
    accountNamePp: blankToNull(form.accountNamePp),
    truemoney: blankToNull(form.truemoney),
    accountNameTmn: blankToNull(form.accountNameTmn),
    tmnAuto: form.tmnAuto,
    // Checked by the call's schema below (a code it does not know is refused there).
    gateways: form.gateways as PaymentGatewayCode[],
    gatewayNames: form.gatewayNames,
  }))
  .pipe(paymentSettingsSchema);
type FormValues = z.input<typeof formSchema>;

function toForm(settings: CombineSettings): FormValues {
  return {
    credit_min: String(settings.credit_min),
    bank_transfer: settings.bank_transfer,
    promptpay: settings.promptpay ?? '',
    accountNamePp: settings.accountNamePp ?? '',
    truemoney: settings.truemoney ?? '',
    accountNameTmn: settings.accountNameTmn ?? '',
    tmnAuto: settings.tmnAuto,
    gateways: [...settings.gateways],
    gatewayNames: { ...settings.gatewayNames },
  };
}

/** `PUT /admin/settings/payment`: every field at once, what members see on their next `GET /combine`. */
export function PaymentSettingsForm({ settings }: { settings: CombineSettings }) {
  const save = useSavePaymentSettings();
  const [done, setDone] = useState('');
  const { register, handleSubmit, formState, reset } = useForm<FormValues, unknown, PaymentSettingsPayload>({
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

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={T.creditMin}
          hint={T.creditMinHint}
          inputMode="decimal"
          className="tabular"
          error={errors.credit_min?.message}
          {...register('credit_min')}
        />
        <div className="flex items-start md:pt-6">
          <LabeledCheckbox label={T.bankTransfer} {...register('bank_transfer')} />
        </div>
      </div>

      <fieldset className="grid gap-4 rounded-lg border border-line p-4 md:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">{T.promptpayTitle}</legend>
        <TextField
          label={T.promptpay}
          hint={T.promptpayHint}
          inputMode="numeric"
          autoComplete="off"
          error={errors.promptpay?.message}
          {...register('promptpay')}
        />
        <TextField
          label={T.accountNamePp}
          autoComplete="off"
          error={errors.accountNamePp?.message}
          {...register('accountNamePp')}
        />
      </fieldset>

      <fieldset className="grid gap-4 rounded-lg border border-line p-4 md:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">{T.truemoneyTitle}</legend>
        <TextField
          label={T.truemoney}
          hint={T.truemoneyHint}
          inputMode="numeric"
          autoComplete="off"
          error={errors.truemoney?.message}
          {...register('truemoney')}
        />
        <TextField
          label={T.accountNameTmn}
          autoComplete="off"
          error={errors.accountNameTmn?.message}
          {...register('accountNameTmn')}
        />
        <LabeledCheckbox label={T.tmnAuto} {...register('tmnAuto')} />
      </fieldset>

      <fieldset className="grid gap-4 rounded-lg border border-line p-4 md:grid-cols-2">
        <legend className="px-1 text-sm font-semibold">{T.gatewaysTitle}</legend>
        {PAYMENT_GATEWAY_CODES.map((code, index) => (
          <div key={code} className="flex flex-col gap-2">
            <LabeledCheckbox
              label={T.gatewayEnabled(DEFAULT_GATEWAY_NAMES[code])}
              value={code}
              {...register('gateways')}
            />
            <TextField
              label={T.gatewayName(index + 1)}
              autoComplete="off"
              error={errors.gatewayNames?.[code]?.message}
              {...register(`gatewayNames.${code}`)}
            />
          </div>
        ))}
        {errors.gateways?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.gateways.message}
          </p>
        )}
      </fieldset>

      <ErrorNotice message={errorMessage(save.error)} />
      <div className="flex flex-wrap items-center gap-3">
        <SaveButton pending={save.isPending} disabled={!formState.isDirty} />
        <SuccessNotice>{done}</SuccessNotice>
      </div>
    </form>
  );
}
