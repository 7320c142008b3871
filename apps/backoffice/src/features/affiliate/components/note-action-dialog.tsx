import { zodResolver } from '@hookform/resolvers/zod';
import { AFFILIATE_LIMITS, type AffiliateNotePayload, affiliateNoteSchema } from '@member/shared';
import { BO_AFFILIATE } from '@member/shared/backoffice';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmActionDialog } from '@/shared/ui/confirm-action-dialog';
import { TextArea } from '@/shared/ui/field';
import { errorMessage } from '@/shared/lib/error-message';

/** An operator's decision with a note: what it does, and the call that makes it (answering the notice to show). */
export interface NoteAction {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  danger: boolean;
  noteLabel?: string;
  run: (body: AffiliateNotePayload) => Promise<string>;
}

/**
 * Hold, release, clear, exclude, approve or reject: the confirmation with an optional note (checked by
 * the schema the server declares). A refusal stays in the dialog in the server's Thai words; success
 * closes it and hands the notice back. The dialog stays mounted so focus returns to what opened it.
 */
export function NoteActionDialog({
  action,
  onClose,
  onDone,
}: {
  action: NoteAction | null;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AffiliateNotePayload>({
    defaultValues: { note: '' },
    resolver: zodResolver(affiliateNoteSchema),
  });
  // Every action opens after the last one closed or succeeded: both leave the form empty.
  const finish = () => {
    form.reset({ note: '' });
    setError(null);
  };
  const confirm = form.handleSubmit(async ({ note }) => {
    if (!action) return;
    setError(null);
    try {
      const notice = await action.run(note ? { note } : {});
      finish();
      onDone(notice);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });

  return (
    <ConfirmActionDialog
      open={action !== null}
      title={action?.title ?? ''}
      confirmLabel={action?.confirmLabel}
      danger={action?.danger}
      pending={form.formState.isSubmitting}
      error={error}
      onConfirm={() => void confirm()}
      onClose={() => {
        finish();
        onClose();
      }}
    >
      <div className="flex flex-col gap-3">
        {action?.body}
        <form noValidate onSubmit={(event) => void confirm(event)}>
          <TextArea
            label={action?.noteLabel ?? BO_AFFILIATE.note}
            maxLength={AFFILIATE_LIMITS.maxNoteLength}
            error={form.formState.errors.note?.message}
            {...form.register('note')}
          />
        </form>
      </div>
    </ConfirmActionDialog>
  );
}
