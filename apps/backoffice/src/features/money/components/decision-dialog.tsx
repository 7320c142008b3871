import { zodResolver } from '@hookform/resolvers/zod';
import { type DepositBonus, formatNumber, operatorRejectSchema } from '@member/shared';
import { BO_MONEY } from '@member/shared/backoffice';
import { isApiError } from '@member/web-kit';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIsMutating } from '@tanstack/react-query';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TextArea } from '@/shared/ui/field';
import { type AdminMoneyRow, type MoneyKind } from '../api/list-money-rows';
import { decideMutationKey, useDecideMoneyRow, type Verdict } from '../api/decide-money-row';
import { memberName } from './row-cells';
import { PayoutHistory } from './payout-history';
import { RowFacts } from './row-facts';

export interface DecisionOutcome {
  ok: boolean;
  message: string;
}

interface DecisionDialogProps {
  kind: MoneyKind;
  /** The row being decided; null = the dialog is closed. */
  row: AdminMoneyRow | null;
  verdict: Verdict;
  /** A deposit's promotion: what its approval pays (the dialog shows the amount credited in all). */
  bonus?: DepositBonus;
  onClose: () => void;
  /** Decided (ok), or someone else had decided it already (the queue says so and refreshes). */
  onDone: (outcome: DecisionOutcome) => void;
}

/**
 * Approve (a confirmation) or reject (a note the member reads, required) one queue row. A refusal
 * because the row was decided already goes back to the queue, which says so; any other refusal
 * stays here, above the buttons.
 */
export function DecisionDialog({ kind, row, verdict, bonus, onClose, onDone }: DecisionDialogProps) {
  const formId = useId();
  const pending = useIsMutating({ mutationKey: decideMutationKey(kind) }) > 0;
  const what = kind === 'deposits' ? BO_MONEY.deposit : BO_MONEY.withdrawal;
  const rejecting = verdict === 'reject';
  const title = rejecting ? BO_MONEY.rejectTitle(what) : BO_MONEY.approveTitle(what);
  const label = pending
    ? rejecting
      ? BO_MONEY.rejecting
      : BO_MONEY.approving
    : rejecting
      ? BO_MONEY.confirmReject
      : BO_MONEY.confirmApprove;
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      title={title}
      footer={
        <Button type="submit" form={formId} variant={rejecting ? 'danger' : 'primary'} disabled={pending}>
          {label}
        </Button>
      }
    >
      {row && (
        <DecisionForm
          key={`${row.id}-${verdict}`}
          formId={formId}
          kind={kind}
          row={row}
          verdict={verdict}
          bonus={bonus}
          what={what}
          onDone={onDone}
        />
      )}
    </Dialog>
  );
}

interface FormValues {
  annotation: string;
}

function DecisionForm({
  formId,
  kind,
  row,
  verdict,
  bonus,
  what,
  onDone,
}: Omit<DecisionDialogProps, 'row' | 'onClose'> & { formId: string; row: AdminMoneyRow; what: string }) {
  const decide = useDecideMoneyRow(kind);
  const [serverError, setServerError] = useState<string | null>(null);
  const rejecting = verdict === 'reject';
  const form = useForm<FormValues>({
    defaultValues: { annotation: '' },
    resolver: rejecting ? zodResolver(operatorRejectSchema) : undefined,
  });

  const submit = form.handleSubmit(async ({ annotation }) => {
    setServerError(null);
    try {
      await decide.mutateAsync({
        id: row.id,
        verdict,
        annotation: annotation.trim() || undefined,
        idempotencyKey: crypto.randomUUID(),
      });
      const amount = formatNumber(row.amount);
      const name = memberName(row.member);
      onDone({
        ok: true,
        message: rejecting ? BO_MONEY.rejected(what, name, amount) : BO_MONEY.approved(what, name, amount),
      });
    } catch (error) {
      // Decided already (409) or gone (404): final for everyone, the queue says so and refreshes.
      if (isApiError(error) && (error.status === 409 || error.status === 404)) {
        onDone({ ok: false, message: error.message });
        return;
      }
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <>
      <RowFacts kind={kind} row={row} bonus={bonus} />
      {'payout' in row && row.payout && <PayoutHistory withdrawalId={row.id} />}
      <p className="text-sm text-muted">
        {rejecting
          ? kind === 'deposits'
            ? BO_MONEY.rejectDepositBody
            : BO_MONEY.rejectWithdrawalBody
          : kind === 'deposits'
            ? BO_MONEY.approveDepositBody
            : BO_MONEY.approveWithdrawalBody}{' '}
        {BO_MONEY.finalNote}
      </p>
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
        {rejecting && (
          <TextArea
            label={BO_MONEY.rejectNote}
            error={form.formState.errors.annotation?.message}
            maxLength={1000}
            {...form.register('annotation')}
          />
        )}
        {serverError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {serverError}
          </p>
        )}
      </form>
    </>
  );
}
