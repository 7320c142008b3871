import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminCannedReply, CHAT_MESSAGES, chatCannedReplySchema } from '@member/shared';
import { BO_ACTIONS, BO_CHAT } from '@member/shared/backoffice';
import { isApiError } from '@member/web-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button, SaveButton } from '@/shared/ui/button';
import { ConfirmActionDialog } from '@/shared/ui/confirm-action-dialog';
import { Dialog } from '@/shared/ui/dialog';
import { TextArea, TextField } from '@/shared/ui/field';
import { QueryState } from '@/shared/ui/query-state';
import { ErrorNotice, SuccessNotice } from '@/shared/ui/status-notice';
import { TableHead } from '@/shared/ui/static-table';
import { failureText } from '@/shared/lib/error-message';
import { cannedRepliesQuery, useDeleteCannedReply, useSaveCannedReply } from '../api/canned-replies';

type CannedInput = z.input<typeof chatCannedReplySchema>;
type CannedOutput = z.output<typeof chatCannedReplySchema>;
type OpenDialog =
  { kind: 'add' } | { kind: 'edit'; reply: AdminCannedReply } | { kind: 'delete'; reply: AdminCannedReply };

const errorText = (error: unknown) => (error ? failureText(error) : null);

/** The header cells' classes. */
const HEAD = 'border-b border-line px-3 py-2 font-semibold';

/** `/chat/canned-replies` (chat.manage): the replies agents insert by short code; add, edit, delete. */
export default function CannedRepliesRoute() {
  const replies = useQuery(cannedRepliesQuery);
  const remove = useDeleteCannedReply();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [done, setDone] = useState('');
  if (!replies.data) return <QueryState error={replies.error} onRetry={() => void replies.refetch()} />;
  const open = (next: OpenDialog) => {
    setDone('');
    remove.reset();
    setDialog(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{BO_CHAT.cannedTitle}</h2>
          <p className="text-sm text-muted">{BO_CHAT.cannedHint}</p>
        </div>
        <Button aria-haspopup="dialog" onClick={() => open({ kind: 'add' })}>
          {BO_CHAT.addCanned}
        </Button>
      </div>
      <SuccessNotice>{done}</SuccessNotice>
      <div className="overflow-x-auto rounded-xl border border-line bg-surface">
        <table className="w-full border-collapse text-sm">
          <TableHead
            caption={BO_CHAT.cannedCaption}
            className="bg-surface-2 text-left text-muted"
            cellClassName={HEAD}
            columns={[
              { label: BO_CHAT.shortCode, className: `w-48 ${HEAD}` },
              BO_CHAT.cannedText,
              { label: BO_CHAT.actions, className: `w-40 ${HEAD}` },
            ]}
          />
          <tbody>
            {replies.data.map((reply) => (
              <tr key={reply.id} className="border-b border-line last:border-0">
                <td className="px-3 py-2 font-semibold">/{reply.shortCode}</td>
                <td className="px-3 py-2 whitespace-pre-wrap">{reply.text}</td>
                <td className="px-3 py-2">
                  <span className="flex gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={BO_CHAT.editCannedOf(reply.shortCode)}
                      aria-haspopup="dialog"
                      onClick={() => open({ kind: 'edit', reply })}
                    >
                      {BO_ACTIONS.edit}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={BO_CHAT.deleteCannedOf(reply.shortCode)}
                      aria-haspopup="dialog"
                      onClick={() => open({ kind: 'delete', reply })}
                    >
                      {BO_ACTIONS.delete}
                    </Button>
                  </span>
                </td>
              </tr>
            ))}
            {replies.data.length === 0 && (
              <tr>
                <td colSpan={3} className="px-3 py-8 text-center text-muted">
                  {BO_CHAT.noCanned}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <CannedReplyDialog
        open={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        reply={dialog?.kind === 'edit' ? dialog.reply : null}
        onClose={() => setDialog(null)}
        onDone={(saved, created) => {
          setDialog(null);
          setDone(created ? BO_CHAT.cannedAdded(saved.shortCode) : BO_CHAT.cannedUpdated(saved.shortCode));
        }}
      />
      <ConfirmActionDialog
        open={dialog?.kind === 'delete'}
        title={BO_CHAT.deleteCanned}
        confirmLabel={BO_ACTIONS.delete}
        pending={remove.isPending}
        error={errorText(remove.error)}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          const { reply } = dialog;
          remove.mutate(reply.id, {
            onSuccess: () => {
              setDialog(null);
              setDone(BO_CHAT.cannedDeleted(reply.shortCode));
            },
          });
        }}
      >
        {dialog?.kind === 'delete' && BO_CHAT.deleteCannedBody(dialog.reply.shortCode)}
      </ConfirmActionDialog>
    </div>
  );
}

/** Adds a canned reply (`reply` null) or edits one; a short code already used is refused on its box. */
function CannedReplyDialog({
  open,
  reply,
  onClose,
  onDone,
}: {
  open: boolean;
  reply: AdminCannedReply | null;
  onClose: () => void;
  onDone: (saved: AdminCannedReply, created: boolean) => void;
}) {
  const save = useSaveCannedReply();
  const formId = useId();
  const resetSave = save.reset;
  useEffect(() => {
    if (open) resetSave();
  }, [open, resetSave]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={reply ? BO_CHAT.editCanned : BO_CHAT.addCanned}
      footer={<SaveButton form={formId} pending={save.isPending} />}
    >
      {open && (
        <CannedReplyForm
          key={reply?.id ?? 'new'}
          id={formId}
          reply={reply}
          error={save.error}
          onSubmit={(values) =>
            save.mutate({ ...values, id: reply?.id }, { onSuccess: (saved) => onDone(saved, reply === null) })
          }
        />
      )}
    </Dialog>
  );
}

function CannedReplyForm({
  id,
  reply,
  error,
  onSubmit,
}: {
  id: string;
  reply: AdminCannedReply | null;
  error: unknown;
  onSubmit: (values: CannedOutput) => void;
}) {
  const { register, handleSubmit, formState } = useForm<CannedInput, unknown, CannedOutput>({
    resolver: zodResolver(chatCannedReplySchema),
    defaultValues: { short_code: reply?.shortCode ?? '', text: reply?.text ?? '' },
  });
  // A used short code (409) is the short code's problem: said under its box.
  const taken = isApiError(error) && error.status === 409;
  return (
    <form id={id} noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label={BO_CHAT.shortCode}
        hint={BO_CHAT.shortCodeHint}
        autoComplete="off"
        spellCheck={false}
        error={formState.errors.short_code?.message ?? (taken ? CHAT_MESSAGES.shortCodeTaken : undefined)}
        {...register('short_code')}
      />
      <TextArea label={BO_CHAT.cannedText} error={formState.errors.text?.message} {...register('text')} />
      <ErrorNotice message={taken ? null : errorText(error)} />
    </form>
  );
}
