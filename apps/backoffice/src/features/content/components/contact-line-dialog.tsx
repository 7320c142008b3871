import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminContactLine, contactLineCreateSchema } from '@member/shared';
import { BO_CONTENT } from '@member/shared/backoffice';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useResetOnOpen } from '@/shared/hooks/use-reset-on-open';
import { SaveButton } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TextField } from '@/shared/ui/field';
import { LabeledCheckbox } from '@/shared/ui/labeled-checkbox';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { useCreateContactLine } from '../api/create-contact-line';
import { useUpdateContactLine } from '../api/update-contact-line';
import { errorMessage } from '@/shared/lib/error-message';

const T = BO_CONTENT.contactLines;

type LineInput = z.input<typeof contactLineCreateSchema>;
type LineOutput = z.output<typeof contactLineCreateSchema>;

/**
 * Adds a contact line (`line` null) or edits one: its LINE id, the spare id, and whether it is the one
 * members see. Every field is sent on edit (the same rules as the create call).
 */
export function ContactLineDialog({
  open,
  line,
  onClose,
  onDone,
}: {
  open: boolean;
  line: AdminContactLine | null;
  onClose: () => void;
  onDone: (created: boolean) => void;
}) {
  const create = useCreateContactLine();
  const update = useUpdateContactLine();
  const formId = useId();
  useResetOnOpen(open, create.reset, update.reset);
  const pending = create.isPending || update.isPending;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={line ? T.editTitle : T.add}
      footer={<SaveButton form={formId} pending={pending} />}
    >
      <ContactLineForm
        id={formId}
        line={line}
        error={errorMessage(line ? update.error : create.error)}
        onSubmit={(values) =>
          line
            ? update.mutate({ uuid: line.uuid, changes: values }, { onSuccess: () => onDone(false) })
            : create.mutate(values, { onSuccess: () => onDone(true) })
        }
      />
    </Dialog>
  );
}

function ContactLineForm({
  id,
  line,
  error,
  onSubmit,
}: {
  id: string;
  line: AdminContactLine | null;
  error: string | null;
  onSubmit: (values: LineOutput) => void;
}) {
  const { register, handleSubmit, formState } = useForm<LineInput, unknown, LineOutput>({
    resolver: zodResolver(contactLineCreateSchema),
    defaultValues: {
      line_id: line?.line_id ?? '',
      optional_line_id: line?.optional_line_id ?? '',
      is_default: line?.is_default ?? false,
    },
  });
  return (
    <form id={id} noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label={T.lineId}
        hint={T.lineIdHint}
        autoComplete="off"
        spellCheck={false}
        error={formState.errors.line_id?.message}
        {...register('line_id')}
      />
      <TextField
        label={T.optionalLineId}
        autoComplete="off"
        spellCheck={false}
        error={formState.errors.optional_line_id?.message}
        {...register('optional_line_id')}
      />
      <LabeledCheckbox label={T.defaultField} {...register('is_default')} />
      <ErrorNotice message={error} />
    </form>
  );
}
