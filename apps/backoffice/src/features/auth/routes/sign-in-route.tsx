import { BO_APP } from '@member/shared/backoffice';
import { isApiError } from '@member/web-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { sessionExpired } from '@/shared/api/client';
import { signIn, useOperatorSession } from '@/shared/api/session';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { safeNext } from '../lib/safe-next';

interface SignInForm {
  username: string;
  password: string;
}

export default function SignInRoute() {
  const session = useOperatorSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'));
  const [expired] = useState(() => {
    const value = sessionExpired.value;
    sessionExpired.value = false;
    return value;
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInForm>({ defaultValues: { username: '', password: '' } });

  if (session.status === 'signed-in') return <Navigate to={next} replace />;

  const submit = handleSubmit(async ({ username, password }) => {
    setServerError(null);
    try {
      await signIn(username.trim(), password);
      navigate(next, { replace: true });
    } catch (error) {
      setServerError(isApiError(error) ? error.message : BO_APP.loadFailed);
    }
  });

  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <form
        onSubmit={submit}
        noValidate
        className="flex w-full max-w-sm flex-col gap-4 rounded-xl border border-line bg-surface p-6 shadow-sm"
      >
        <h1 className="text-xl font-semibold">{BO_APP.signInTitle}</h1>
        {expired && (
          <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {BO_APP.sessionExpired}
          </p>
        )}
        <TextField
          label={BO_APP.username}
          autoComplete="username"
          autoFocus
          error={formState.errors.username?.message}
          {...register('username', { validate: (value) => value.trim() !== '' || BO_APP.required })}
        />
        <TextField
          label={BO_APP.password}
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password', { required: BO_APP.required })}
        />
        {serverError && (
          <p role="alert" className="text-sm text-red-700">
            {serverError}
          </p>
        )}
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? BO_APP.signingIn : BO_APP.signIn}
        </Button>
      </form>
    </main>
  );
}
