import { zodResolver } from '@hookform/resolvers/zod';
import { formatThousands, MINIGAME_LIMITS, minigameGrantSchema } from '@member/shared';
import { BO_MINIGAME } from '@member/shared/backoffice';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SaveButton } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TextArea, TextField } from '@/shared/ui/field';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { failureText } from '@/shared/lib/error-message';
import { useGrantCoins } from '../api/members';
import { toNumber } from '../lib/number-input';

/** Coins given by hand with a reason (audited); one idempotency key per dialog, so a resent submit grants once. */
export function GrantCoinsDialog({
  tel,
  onClose,
  onDone,
}: {
  tel: string;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const formId = useId();
  const grant = useGrantCoins(tel);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(minigameGrantSchema),
    defaultValues: { coins: Number.NaN, reason: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await grant.mutateAsync({ ...values, idempotencyKey });
      onDone(BO_MINIGAME.granted(formatThousands(answer.coins, 0)));
    } catch (error) {
      setServerError(failureText(error));
    }
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={BO_MINIGAME.grantTitle}
      footer={<SaveButton form={formId} pending={form.formState.isSubmitting} label={BO_MINIGAME.grant} />}
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          label={BO_MINIGAME.grantCoins}
          inputMode="numeric"
          error={form.formState.errors.coins?.message}
          {...form.register('coins', { setValueAs: toNumber })}
        />
        <TextArea
          label={BO_MINIGAME.reason}
          maxLength={MINIGAME_LIMITS.reasonMaxLength}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <ErrorNotice message={serverError} />
      </form>
    </Dialog>
  );
}
