import { digitsFilter, isWalletBank, LABELS, REGISTER_HINTS, type RegisterForm } from '@member/shared';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { PasswordField } from '@/shared/ui/password-field';
import { PasswordHints } from '@/shared/ui/password-hints';
import { TextField } from '@/shared/ui/text-field';
import { useRegisterBanks } from '../api/register-banks';
import { BankSelect } from './bank-select';

function Hint({ children }: { children: string }) {
  return (
    <p className="rounded-lg border border-gold/25 bg-gold/5 px-3 py-2 text-xs leading-relaxed text-gold/90">
      {children}
    </p>
  );
}

export function TelStep() {
  const { register, formState } = useFormContext<RegisterForm>();
  const tel = register('tel');
  return (
    <TextField
      label={LABELS.tel}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      error={formState.errors.tel?.message}
      {...tel}
      // Letters never reach the field (SPEC.md §5 numeric filter; a phone has no dot either, as on login).
      onChange={(event) => {
        event.target.value = digitsFilter(event.target.value);
        return tel.onChange(event);
      }}
    />
  );
}

export function BankStep() {
  const { register, control, formState } = useFormContext<RegisterForm>();
  const banks = useRegisterBanks();
  const bankCode = useWatch({ control, name: 'bank_name' });
  const wallet = isWalletBank(bankCode);
  const { errors } = formState;
  const bankNumber = register('bank_number');
  return (
    <>
      <Hint>{REGISTER_HINTS.bank}</Hint>
      <Controller
        control={control}
        name="bank_name"
        render={({ field, fieldState }) => (
          <BankSelect banks={banks} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <TextField
        label={wallet ? LABELS.walletNumber : LABELS.bankNumber}
        inputMode="numeric"
        autoComplete="off"
        error={errors.bank_number?.message}
        {...bankNumber}
        onChange={(event) => {
          event.target.value = digitsFilter(event.target.value);
          return bankNumber.onChange(event);
        }}
      />
      <Hint>{REGISTER_HINTS.thaiName}</Hint>
      <TextField
        label={LABELS.firstName}
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextField
        label={LABELS.lastName}
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...register('last_name')}
      />
    </>
  );
}

export function PasswordStep() {
  const { register, control, formState } = useFormContext<RegisterForm>();
  const password = useWatch({ control, name: 'password' });
  return (
    <>
      <PasswordField
        label={LABELS.password}
        autoComplete="new-password"
        error={formState.errors.password?.message}
        hint={<PasswordHints password={password} />}
        {...register('password')}
      />
      <PasswordField
        label={LABELS.confirmPassword}
        autoComplete="new-password"
        error={formState.errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <Hint>{REGISTER_HINTS.gamePassword}</Hint>
    </>
  );
}
