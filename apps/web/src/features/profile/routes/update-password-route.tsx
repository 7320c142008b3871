import { zodResolver } from '@hookform/resolvers/zod';
import {
  digitsFilter,
  PROFILE,
  RESET_CODE_LENGTH,
  type ResetPasswordForm,
  resetPasswordFormSchema,
  UI,
} from '@member/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { SuccessDialog } from '@/shared/ui/success-dialog';
import { TextField } from '@/shared/ui/text-field';
import { paths } from '@/shared/paths';
import { resetPasswordRequest } from '../api/profile-api';
import { NewPasswordFields } from '../components/new-password-fields';
import { RequestDialogs } from '../components/request-dialogs';
import { useRequestState } from '../hooks/use-request-state';

const EMPTY: ResetPasswordForm = { code: '', new_password: '', confirm_password: '' };

/**
 * `/update-password?tel=…`: the code from the SMS and the new password (SPEC.md §5 rules). On success
 * the member signs in with the new password through the login dialog.
 */
export default function UpdatePasswordRoute() {
  const [params] = useSearchParams();
  const tel = digitsFilter(params.get('tel') ?? '');
  // The code belongs to the request that asked for it (decision 0041); none for a code an operator sent.
  const requestId = params.get('request') ?? undefined;
  const sentMessage = (useLocation().state as { message?: string } | null)?.message;
  const navigate = useNavigate();
  const request = useRequestState();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({ defaultValues: EMPTY, resolver: zodResolver(resetPasswordFormSchema) });
  const { errors } = form.formState;
  const codeField = form.register('code');

  if (tel === '') return <Navigate to={paths.forgotPassword} replace />;

  const submit = async ({ code, new_password }: ResetPasswordForm) => {
    const answer = await request.run(() => resetPasswordRequest({ tel, code, new_password, request_id: requestId }));
    if (answer) setDoneMessage(answer.message);
  };

  return (
    <div className="flex flex-col gap-4 px-4 pb-6">
      <PageHeader title={PROFILE.updateTitle} backTo={paths.forgotPassword} />
      {sentMessage && (
        <p
          role="status"
          className="rounded-xl border border-gold/25 bg-gold/5 px-3 py-2 text-sm leading-relaxed text-gold/90"
        >
          {sentMessage}
        </p>
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
      >
        <p className="text-sm leading-relaxed text-text/85">{PROFILE.updateIntro(tel)}</p>
        <TextField
          label={PROFILE.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={RESET_CODE_LENGTH}
          error={errors.code?.message}
          {...codeField}
          onChange={(event) => {
            event.target.value = digitsFilter(event.target.value);
            return codeField.onChange(event);
          }}
        />
        <NewPasswordFields control={form.control} register={form.register} errors={errors} />
        <Button type="submit" className="mt-1 w-full">
          {PROFILE.updateSubmit}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link
          to={paths.forgotPasswordFor(tel)}
          className="inline-flex min-h-11 items-center font-medium text-gold hover:underline"
        >
          {PROFILE.resendCode}
        </Link>
      </p>
      <RequestDialogs request={request} />
      <SuccessDialog
        open={doneMessage !== null}
        message={doneMessage ?? undefined}
        buttonLabel={UI.login}
        onConfirm={() => navigate(paths.login, { replace: true })}
      />
    </div>
  );
}
