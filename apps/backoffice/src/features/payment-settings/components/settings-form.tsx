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
import { TextField } from '@/shared/ui/field';
import { FormSaveRow } from '@/shared/ui/form-save-row';
import { LabeledCheckbox } from '@/shared/ui/labeled-checkbox';
import { useSavePaymentSettings } from '../api/save-payment-settings';

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

/** The wallets paid into by number (PromptPay, TrueMoney): the number and the account's name. */
const WALLETS = [
  {
    title: T.promptpayTitle,
    number: 'promptpay',
    numberLabel: T.promptpay,
    numberHint: T.promptpayHint,
    name: 'accountNamePp',
    nameLabel: T.accountNamePp,
  },
  {
    title: T.truemoneyTitle,
    number: 'truemoney',
    numberLabel: T.truemoney,
    numberHint: T.truemoneyHint,
    name: 'accountNameTmn',
    nameLabel: T.accountNameTmn,
  },
] as const;

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

      {WALLETS.map((wallet) => (
        <fieldset key={wallet.number} className="grid gap-4 rounded-lg border border-line p-4 md:grid-cols-2">
          <legend className="px-1 text-sm font-semibold">{wallet.title}</legend>
          <TextField
            label={wallet.numberLabel}
            hint={wallet.numberHint}
            inputMode="numeric"
            autoComplete="off"
            error={errors[wallet.number]?.message}
            {...register(wallet.number)}
          />
          <TextField
            label={wallet.nameLabel}
            autoComplete="off"
            error={errors[wallet.name]?.message}
            {...register(wallet.name)}
          />
          {wallet.number === 'truemoney' && <LabeledCheckbox label={T.tmnAuto} {...register('tmnAuto')} />}
        </fieldset>
      ))}

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

      <FormSaveRow save={save} done={done} disabled={!formState.isDirty} />
    </form>
  );
}
