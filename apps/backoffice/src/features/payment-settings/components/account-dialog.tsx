import { zodResolver } from '@hookform/resolvers/zod';
import { BANKS, depositBankAccountSchema, SERVER_MESSAGES } from '@member/shared';
import { BO_PAYMENT_SETTINGS as T } from '@member/shared/backoffice';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CreateOrEditDialog, type CreateOrEditProps, type SaveFormProps } from '@/shared/ui/create-or-edit-dialog';
import { SelectField, TextField } from '@/shared/ui/field';
import { LabeledCheckbox } from '@/shared/ui/labeled-checkbox';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { useCreateDepositBankAccount } from '../api/create-deposit-bank-account';
import type { AdminDepositBankAccount } from '../api/get-deposit-bank-accounts';
import { useUpdateDepositBankAccount } from '../api/update-deposit-bank-account';

type AccountInput = z.input<typeof depositBankAccountSchema>;
type AccountOutput = z.output<typeof depositBankAccountSchema>;

/** Banks a receiving account can be at (not wallets, PromptPay or gateways: those are channels of their own). */
const BANK_OPTIONS = [
  { value: '', label: T.chooseBank },
  ...BANKS.filter((bank) => bank.kind === 'bank').map((bank) => ({ value: bank.code, label: bank.name })),
];

/** Adds a receiving account (`item` null) or edits one; every field is sent, `isActive` included. */
export function AccountDialog(props: CreateOrEditProps<AdminDepositBankAccount>) {
  const create = useCreateDepositBankAccount();
  const update = useUpdateDepositBankAccount();
  return (
    <CreateOrEditDialog
      {...props}
      titles={{ add: T.addAccount, edit: T.editAccount }}
      create={create}
      update={update}
      updateOf={(account, changes) => ({ id: account.id, changes })}
    >
      {(form) => <AccountForm account={props.item} {...form} />}
    </CreateOrEditDialog>
  );
}

function AccountForm({
  id,
  account,
  error,
  onSubmit,
}: SaveFormProps<AccountOutput> & { account: AdminDepositBankAccount | null }) {
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
