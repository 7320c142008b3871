import { zodResolver } from '@hookform/resolvers/zod';
import { digitsFilter, type ForgotPasswordPayload, forgotPasswordSchema, LABELS, PROFILE } from '@member/shared';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/shared/ui/button';
import { PageHeader } from '@/shared/ui/page-header';
import { TextField } from '@/shared/ui/text-field';
import { paths } from '@/shared/paths';
import { forgotPasswordRequest } from '../api/profile-api';
import { RequestDialogs } from '../components/request-dialogs';
import { useRequestState } from '../hooks/use-request-state';

/** Where the code is entered; the phone and the request travel in the address so a reload keeps them. */
export function updatePasswordPath(tel: string, requestId: string): string {
  return paths.updatePasswordFor(tel, requestId);
}

/**
 * `/forgot-password` (guests, no login dialog over it): the phone number, then a one-time code by SMS.
 * The answer is the same whether the phone is registered or not; it is shown on the next page.
 */
export default function ForgotPasswordRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const request = useRequestState();
  const form = useForm<ForgotPasswordPayload>({
    defaultValues: { tel: digitsFilter(params.get('tel') ?? '') },
    resolver: zodResolver(forgotPasswordSchema),
  });
  const telField = form.register('tel');

  const submit = async (values: ForgotPasswordPayload) => {
    const answer = await request.run(() => forgotPasswordRequest(values));
    if (answer) navigate(updatePasswordPath(values.tel, answer.request_id), { state: { message: answer.message } });
  };

  return (
    <div className="flex flex-col gap-4 px-4 pb-6">
      <PageHeader title={PROFILE.forgotTitle} backTo="/" />
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
      >
        <p className="text-sm leading-relaxed text-text/85">{PROFILE.forgotIntro}</p>
        <TextField
          label={LABELS.tel}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          error={form.formState.errors.tel?.message}
          {...telField}
          onChange={(event) => {
            event.target.value = digitsFilter(event.target.value);
            return telField.onChange(event);
          }}
        />
        <Button type="submit" className="w-full">
          {PROFILE.forgotSubmit}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link to={paths.contact} className="inline-flex min-h-11 items-center font-medium text-gold hover:underline">
          {LABELS.contactAdmin}
        </Link>
      </p>
      <RequestDialogs request={request} />
    </div>
  );
}
