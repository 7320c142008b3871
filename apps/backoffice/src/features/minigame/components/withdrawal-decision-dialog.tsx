import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminMinigameWithdrawalRow, formatNumber, MINIGAME_LIMITS, minigameDecisionSchema } from '@member/shared';
import { BO_ACTIONS, BO_MINIGAME } from '@member/shared/backoffice';
import { isApiError } from '@member/web-kit';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TextArea } from '@/shared/ui/field';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { useDecideWithdrawal } from '../api/withdrawals';
import { memberName } from './member-name';

export type Verdict = 'approve' | 'reject';

/**
 * Approve or reject one profit withdrawal, with an optional note. A row someone else decided first
 * (409) closes the dialog with the server's message; any other refusal stays here.
 */
export function WithdrawalDecisionDialog({
  row,
  verdict,
  onClose,
  onDone,
}: {
  row: AdminMinigameWithdrawalRow;
  verdict: Verdict;
  onClose: () => void;
  onDone: (outcome: { ok: boolean; message: string }) => void;
}) {
  const formId = useId();
  const decide = useDecideWithdrawal();
  const [serverError, setServerError] = useState<string | null>(null);
  // The body's own rules (the note's length), without the transform that makes an absent body valid.
  const form = useForm({ defaultValues: { note: '' }, resolver: zodResolver(minigameDecisionSchema.in.unwrap()) });
  const rejecting = verdict === 'reject';
  const name = memberName(row.member);
  const amount = formatNumber(row.amount);

  const submit = form.handleSubmit(async ({ note }) => {
    setServerError(null);
    try {
      await decide.mutateAsync({ id: row.id, verdict, note: note ?? '' });
      onDone({
        ok: true,
        message: rejecting ? BO_MINIGAME.rejected(name, amount) : BO_MINIGAME.approved(name, amount),
      });
    } catch (error) {
      if (isApiError(error) && (error.status === 409 || error.status === 404)) {
        onDone({ ok: false, message: error.message });
        return;
      }
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={rejecting ? BO_MINIGAME.rejectTitle : BO_MINIGAME.approveTitle}
      footer={
        <Button type="submit" form={formId} variant={rejecting ? 'danger' : 'primary'} disabled={decide.isPending}>
          {decide.isPending ? BO_ACTIONS.saving : rejecting ? BO_ACTIONS.reject : BO_ACTIONS.approve}
        </Button>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-surface-2 p-3 text-sm">
        <dt className="text-muted">{BO_MINIGAME.member}</dt>
        <dd className="font-semibold">{`${name} · ${row.member.tel}`}</dd>
        <dt className="text-muted">{BO_MINIGAME.amount}</dt>
        <dd className="tabular font-semibold">{amount}</dd>
      </dl>
      <p className="text-sm text-muted">{rejecting ? BO_MINIGAME.rejectBody : BO_MINIGAME.approveBody}</p>
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextArea
          label={BO_MINIGAME.noteOptional}
          maxLength={MINIGAME_LIMITS.noteMaxLength}
          error={form.formState.errors.note?.message}
          {...form.register('note')}
        />
        <ErrorNotice message={serverError} />
      </form>
    </Dialog>
  );
}
