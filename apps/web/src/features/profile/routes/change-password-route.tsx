import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordForm, changePasswordFormSchema, PROFILE } from '@member/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { SuccessDialog } from '@/shared/ui/success-dialog';
import { PasswordField } from '@/shared/ui/password-field';
import { paths } from '@/shared/paths';
import { changePasswordRequest } from '../api/profile-api';
import { NewPasswordFields } from '../components/new-password-fields';
import { RequestDialogs } from '../components/request-dialogs';
import { useRequestState } from '../hooks/use-request-state';

const EMPTY: ChangePasswordForm = { old_password: '', new_password: '', confirm_password: '' };

/**
 * `/profile/change-password`: old, new and confirmation with the rules of SPEC.md §5. A wrong old
 * password shows the server's message in the alert; success signs out the member's other devices.
 */
export default function ChangePasswordRoute() {
  const navigate = useNavigate();
  const request = useRequestState();
  const [done, setDone] = useState(false);
  const form = useForm<ChangePasswordForm>({ defaultValues: EMPTY, resolver: zodResolver(changePasswordFormSchema) });
  const { errors } = form.formState;

  const submit = async ({ old_password, new_password }: ChangePasswordForm) => {
    const answer = await request.run(() => changePasswordRequest({ old_password, new_password }));
    if (answer) {
      form.reset(EMPTY);
      setDone(true);
    }
  };

  return (
    <div className="flex flex-col gap-4 px-4 pb-6">
      <PageHeader title={PROFILE.changePassword} backTo={paths.profile} />
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
      >
        <PasswordField
          label={PROFILE.oldPassword}
          autoComplete="current-password"
          error={errors.old_password?.message}
          {...form.register('old_password')}
        />
        <NewPasswordFields control={form.control} register={form.register} errors={errors} />
        <Button type="submit" className="mt-1 w-full">
          {PROFILE.changePasswordSubmit}
        </Button>
      </form>
      <RequestDialogs request={request} />
      <SuccessDialog open={done} message={PROFILE.changePasswordDone} onConfirm={() => navigate(paths.profile)} />
    </div>
  );
}
