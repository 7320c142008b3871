import { zodResolver } from '@hookform/resolvers/zod';
import { BANKS, depositBankAccountSchema, SERVER_MESSAGES } from '@member/shared';
import { BO_PAYMENT_SETTINGS as T } from '@member/shared/backoffice';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useResetOnOpen } from '@/shared/hooks/use-reset-on-open';
import { SaveButton } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { SelectField, TextField } from '@/shared/ui/field';
import { LabeledCheckbox } from '@/shared/ui/labeled-checkbox';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { useCreateDepositBankAccount } from '../api/create-deposit-bank-account';
import type { AdminDepositBankAccount } from '../api/get-deposit-bank-accounts';
import { useUpdateDepositBankAccount } from '../api/update-deposit-bank-account';
import { errorMessage } from '@/shared/lib/error-message';

type AccountInput = z.input<typeof depositBankAccountSchema>;
type AccountOutput = z.output<typeof depositBankAccountSchema>;

/** Banks a receiving account can be at (not wallets, PromptPay or gateways: those are channels of their own). */
const BANK_OPTIONS = [
  { value: '', label: T.chooseBank },
  ...BANKS.filter((bank) => bank.kind === 'bank').map((bank) => ({ value: bank.code, label: bank.name })),
];

/** Adds a receiving account (`account` null) or edits one; every field is sent, `isActive` included. */
export function AccountDialog({
  open,
  account,
  onClose,
  onDone,
}: {
  open: boolean;
  account: AdminDepositBankAccount | null;
  onClose: () => void;
  onDone: (created: boolean) => void;
}) {
  const create = useCreateDepositBankAccount();
  const update = useUpdateDepositBankAccount();
  const formId = useId();
  useResetOnOpen(open, create.reset, update.reset);
  const pending = create.isPending || update.isPending;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={account ? T.editAccount : T.addAccount}
      footer={<SaveButton form={formId} pending={pending} />}
    >
      <AccountForm
        id={formId}
        account={account}
        error={errorMessage(account ? update.error : create.error)}
        onSubmit={(values) =>
          account
            ? update.mutate({ id: account.id, changes: values }, { onSuccess: () => onDone(false) })
            : create.mutate(values, { onSuccess: () => onDone(true) })
        }
      />
    </Dialog>
  );
}

function AccountForm({
  id,
  account,
  error,
  onSubmit,
}: {
  id: string;
  account: AdminDepositBankAccount | null;
  error: string | null;
  onSubmit: (values: AccountOutput) => void;
}) {
  const { register, handleSubmit, formState } = useForm<AccountInput, unknown, AccountOutput>({
    resolver: zodResolver(depositBankAccountSchema),
    defaultValues: {
      bankCode: account?.bankCode ?? '',
      accountNumber: account?.accountNumber ?? '',
      accountName: account?.accountName ?? '',
      isActive: account?.isActive ?? true,
    },
  });
  // The server's refusal beside the field it is about; anything else above the buttons.
  const bankError = error === SERVER_MESSAGES.unknownBank ? error : null;
  const numberError = error === SERVER_MESSAGES.bankAccountTaken ? error : null;
  return (
    <form id={id} noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
      <SelectField
        label={T.bank}
        options={BANK_OPTIONS}
        error={formState.errors.bankCode?.message ?? bankError ?? undefined}
        {...register('bankCode')}
      />
      <TextField
        label={T.accountNumber}
        hint={T.accountNumberHint}
        inputMode="numeric"
        autoComplete="off"
        className="tabular"
        error={formState.errors.accountNumber?.message ?? numberError ?? undefined}
        {...register('accountNumber')}
      />
      <TextField
        label={T.accountName}
        autoComplete="off"
        error={formState.errors.accountName?.message}
        {...register('accountName')}
      />
      <LabeledCheckbox label={T.activeField} {...register('isActive')} />
      <ErrorNotice message={bankError || numberError ? null : error} />
    </form>
  );
}
