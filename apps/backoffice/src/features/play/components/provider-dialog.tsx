import type { AdminPlayProvider, PlayProviderUpdatePayload } from '@member/shared';
import { BO_PLAY } from '@member/shared/backoffice';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SaveButton } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TextField } from '@/shared/ui/field';
import { failureText } from '@/shared/lib/error-message';
import { useSaveProvider } from '../api/providers';

interface Form {
  code: string;
  name: string;
  launchUrl: string;
  secret: string;
  active: boolean;
}

/**
 * A provider's settings. The server checks them with the shared schema and answers its Thai message;
 * the secret is sent only when typed (it is never shown back).
 */
export function ProviderDialog({ provider, onClose }: { provider: AdminPlayProvider | 'new'; onClose: () => void }) {
  const isNew = provider === 'new';
  const save = useSaveProvider();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<Form>({
    defaultValues: isNew
      ? { code: '', name: '', launchUrl: '', secret: '', active: true }
      : {
          code: provider.code,
          name: provider.name,
          launchUrl: provider.launchUrl,
          secret: '',
          active: provider.active,
        },
  });

  const submit = form.handleSubmit(async ({ code, name, launchUrl, secret, active }) => {
    setServerError(null);
    const payload: PlayProviderUpdatePayload = { name, launchUrl, active, ...(secret ? { secret } : {}) };
    try {
      await save.mutateAsync({ code: code.trim(), isNew, payload });
      onClose();
    } catch (error) {
      setServerError(failureText(error));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={isNew ? BO_PLAY.addProvider : BO_PLAY.editProvider}
      footer={<SaveButton form="provider-form" pending={form.formState.isSubmitting} />}
    >
      <form id="provider-form" noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField label={BO_PLAY.code} disabled={!isNew} {...form.register('code')} />
        <TextField label={BO_PLAY.name} {...form.register('name')} />
        <TextField label={BO_PLAY.launchUrl} {...form.register('launchUrl')} />
        <TextField
          label={BO_PLAY.secret}
          type="password"
          autoComplete="new-password"
          hint={isNew ? undefined : BO_PLAY.secretHint}
          {...form.register('secret')}
        />
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input type="checkbox" className="size-4" {...form.register('active')} />
          {BO_PLAY.active}
        </label>
        {serverError && (
          <p role="alert" className="text-sm text-red-700">
            {serverError}
          </p>
        )}
      </form>
    </Dialog>
  );
}
