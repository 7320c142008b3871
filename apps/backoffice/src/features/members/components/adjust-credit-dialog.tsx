import { zodResolver } from '@hookform/resolvers/zod';
import { type ManualAdjustmentPayload, manualAdjustmentSchema } from '@member/shared';
import { BO_MEMBERS } from '@member/shared/backoffice';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SaveButton } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { SelectField, TextArea, TextField } from '@/shared/ui/field';
import { failureText } from '@/shared/lib/error-message';
import { useAdjustCredit } from '../api/member-mutations';

interface Props {
  tel: string;
  open: boolean;
  onClose: () => void;
  onDone: (credit: number) => void;
}

type Form = { direction: 'credit' | 'debit'; amount: string | number; reason: string };

/** The typed amount as the number the schema checks ('1,500.50' → 1500.5); '' stays empty (required). */
const toAmount = (value: string | number) =>
  typeof value === 'number' || value.trim() === '' ? value : Number(value.replace(/,/g, '').trim());

/** A manual credit or debit with a reason: the shared schema checks it here and on the server. */
export function AdjustCreditDialog({ tel, open, onClose, onDone }: Props) {
  const adjust = useAdjustCredit(tel);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Form, unknown, ManualAdjustmentPayload>({
    resolver: zodResolver(manualAdjustmentSchema) as never,
    defaultValues: { direction: 'credit', amount: '', reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    setServerError(null);
    onClose();
  };
  const submit = form.handleSubmit(async (payload) => {
    setServerError(null);
    try {
      const answer = await adjust.mutateAsync({ payload, idempotencyKey: crypto.randomUUID() });
      form.reset();
      onDone(answer.credit);
    } catch (error) {
      setServerError(failureText(error));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={BO_MEMBERS.actions.adjustTitle}
      footer={<SaveButton form="adjust-credit" pending={isSubmitting} />}
    >
      <form id="adjust-credit" noValidate onSubmit={submit} className="flex flex-col gap-3">
        <SelectField
          label={BO_MEMBERS.actions.direction}
          options={[
            { value: 'credit', label: BO_MEMBERS.actions.credit },
            { value: 'debit', label: BO_MEMBERS.actions.debit },
          ]}
          error={errors.direction?.message}
          {...form.register('direction')}
        />
        <TextField
          label={BO_MEMBERS.actions.amount}
          inputMode="decimal"
          error={errors.amount?.message}
          {...form.register('amount', { setValueAs: toAmount })}
        />
        <TextArea label={BO_MEMBERS.actions.reason} error={errors.reason?.message} {...form.register('reason')} />
        {serverError && (
          <p role="alert" className="text-sm text-red-700">
            {serverError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
