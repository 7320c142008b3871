import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminStatementLine,
  type CandidateMember,
  FREE_TEXT_MAX_LENGTH,
  statementLineDismissSchema,
} from '@member/shared';
import { BO_STATEMENTS as T } from '@member/shared/backoffice';
import { isApiError } from '@member/web-kit';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TextArea } from '@/shared/ui/field';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { useDismissLine, useMatchLine } from '../api/statements';
import { amountText, LineFacts } from './line-cells';

export interface DecisionOutcome {
  ok: boolean;
  message: string;
}

/** Who a line is credited to: an open request (its deposit) or a member without one. */
export type MatchTarget = { depositId: number; member: CandidateMember } | { depositId: null; member: CandidateMember };

/**
 * A refusal because the line was decided already (409) or is gone (404) is final for everyone: the queue
 * says so and refreshes. Any other refusal stays in the dialog.
 */
function settle(error: unknown, onDone: (outcome: DecisionOutcome) => void, show: (message: string) => void) {
  if (isApiError(error) && (error.status === 409 || error.status === 404)) {
    onDone({ ok: false, message: error.message });
    return;
  }
  show(error instanceof Error ? error.message : String(error));
}

/** "จับคู่": confirm crediting the line to the chosen request or member, with an optional note. */
export function MatchDialog({
  line,
  target,
  onClose,
  onDone,
}: {
  line: AdminStatementLine;
  target: MatchTarget | null;
  onClose: () => void;
  onDone: (outcome: DecisionOutcome) => void;
}) {
  const formId = useId();
  const match = useMatchLine();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const submit = form.handleSubmit(async ({ note }) => {
    if (!target) return;
    setServerError(null);
    const trimmed = note.trim();
    const who = target.depositId !== null ? { depositId: target.depositId } : { memberId: target.member.id };
    try {
      await match.mutateAsync({ id: line.id, body: { ...who, ...(trimmed ? { note: trimmed } : {}) } });
      form.reset();
      onDone({ ok: true, message: T.matched(amountText(line.amount), target.member.name) });
    } catch (error) {
      settle(error, onDone, setServerError);
    }
  });
  const close = () => {
    setServerError(null);
    form.reset();
    onClose();
  };
  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title={T.matchTitle}
      footer={
        <Button type="submit" form={formId} disabled={match.isPending}>
          {match.isPending ? T.matching : T.confirmMatch}
        </Button>
      }
    >
      {target && (
        <>
          <p className="text-sm">{T.matchBody(amountText(line.amount), target.member.name, target.member.tel)}</p>
          <p className="text-sm font-semibold">
            {target.depositId !== null ? T.matchToRequest(target.depositId) : T.matchWithoutRequest}
          </p>
          <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
            <TextArea label={T.matchNote} maxLength={FREE_TEXT_MAX_LENGTH} {...form.register('note')} />
            <ErrorNotice message={serverError} />
          </form>
        </>
      )}
    </Dialog>
  );
}

/** "ไม่นำเข้า": nothing is credited; the note (required) says why. */
export function DismissDialog({
  line,
  onClose,
  onDone,
}: {
  line: AdminStatementLine | null;
  onClose: () => void;
  onDone: (outcome: DecisionOutcome) => void;
}) {
  const formId = useId();
  const dismiss = useDismissLine();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<{ note: string }>({
    defaultValues: { note: '' },
    resolver: zodResolver(statementLineDismissSchema),
  });
  const submit = form.handleSubmit(async ({ note }) => {
    if (!line) return;
    setServerError(null);
    try {
      await dismiss.mutateAsync({ id: line.id, note: note.trim() });
      form.reset();
      onDone({ ok: true, message: T.dismissed(line.id) });
    } catch (error) {
      settle(error, onDone, setServerError);
    }
  });
  const close = () => {
    setServerError(null);
    form.reset();
    onClose();
  };
  return (
    <Dialog
      open={line !== null}
      onClose={close}
      title={T.dismissTitle}
      footer={
        <Button type="submit" form={formId} variant="danger" disabled={dismiss.isPending}>
          {dismiss.isPending ? T.dismissing : T.confirmDismiss}
        </Button>
      }
    >
      {line && (
        <>
          <LineFacts line={line} />
          <p className="text-sm text-muted">{T.dismissBody}</p>
          <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
            <TextArea
              label={T.dismissNote}
              maxLength={FREE_TEXT_MAX_LENGTH}
              error={form.formState.errors.note?.message}
              {...form.register('note')}
            />
            <ErrorNotice message={serverError} />
          </form>
        </>
      )}
    </Dialog>
  );
}
