import { PROFILE } from '@member/shared';
import { type Control, type FieldErrors, type Path, type UseFormRegister, useWatch } from 'react-hook-form';
import { PasswordHints } from '@/shared/ui/password-hints';
import { PasswordField } from '@/shared/ui/password-field';

interface NewPasswordForm {
  new_password: string;
  confirm_password: string;
}

/** The new password (with the SPEC.md §5 rule hints) and its confirmation: change and reset share them. */
export function NewPasswordFields<T extends NewPasswordForm>({
  control,
  register,
  errors,
}: {
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<NewPasswordForm>;
}) {
  const newPassword = useWatch({ control, name: 'new_password' as Path<T> }) as string;
  return (
    <>
      <PasswordField
        label={PROFILE.newPassword}
        autoComplete="new-password"
        error={errors.new_password?.message}
        hint={<PasswordHints password={newPassword} />}
        {...register('new_password' as Path<T>)}
      />
      <PasswordField
        label={PROFILE.confirmNewPassword}
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password' as Path<T>)}
      />
    </>
  );
}
