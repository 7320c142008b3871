import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminContactLine, contactLineCreateSchema } from '@member/shared';
import { BO_CONTENT } from '@member/shared/backoffice';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CreateOrEditDialog, type CreateOrEditProps, type SaveFormProps } from '@/shared/ui/create-or-edit-dialog';
import { TextField } from '@/shared/ui/field';
import { LabeledCheckbox } from '@/shared/ui/labeled-checkbox';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { useCreateContactLine } from '../api/create-contact-line';
import { useUpdateContactLine } from '../api/update-contact-line';

const T = BO_CONTENT.contactLines;
type LineInput = z.input<typeof contactLineCreateSchema>;
type LineOutput = z.output<typeof contactLineCreateSchema>;

/**
 * Adds a contact line (`item` null) or edits one: its LINE id, the spare id, and whether it is the one
 * members see. Every field is sent on edit (the same rules as the create call).
 */
export function ContactLineDialog(props: CreateOrEditProps<AdminContactLine>) {
  const create = useCreateContactLine();
  const update = useUpdateContactLine();
  return (
    <CreateOrEditDialog
      {...props}
      titles={{ add: T.add, edit: T.editTitle }}
      create={create}
      update={update}
      updateOf={(line, changes) => ({ uuid: line.uuid, changes })}
    >
      {(form) => <ContactLineForm line={props.item} {...form} />}
    </CreateOrEditDialog>
  );
}

function ContactLineForm({ id, line, error, onSubmit }: SaveFormProps<LineOutput> & { line: AdminContactLine | null }) {
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
