import { zodResolver } from '@hookform/resolvers/zod';
import {
  findBank,
  STATEMENT_SOURCE_KINDS,
  STATEMENT_SOURCE_NAME_MAX_LENGTH,
  type StatementSourceCreate,
  statementSourceCreateSchema,
  type StatementSourceWithToken,
} from '@member/shared';
import { BO_STATEMENTS as T } from '@member/shared/backoffice';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@/shared/lib/error-message';
import { SelectField, TextField } from '@/shared/ui/field';
import { SaveDialog } from '@/shared/ui/save-dialog';
import { ErrorNotice } from '@/shared/ui/status-notice';
import { useCreateSource, useDepositAccounts } from '../api/statements';

/** The form as typed (a select holds a string), turned into the call's body and checked by its own schema. */
const formSchema = z
  .object({ kind: z.enum(STATEMENT_SOURCE_KINDS), name: z.string(), account: z.string() })
  .superRefine((form, ctx) => {
    // A bank's notifications or statement are of one account; the wallet's feed is of none.
    if (form.kind !== 'truemoney' && form.account === '') {
      ctx.addIssue({ code: 'custom', path: ['account'], message: T.accountRequired });
    }
  })
  .transform((form): StatementSourceCreate => ({
    kind: form.kind,
    name: form.name,
    depositBankAccountId: form.kind === 'truemoney' || form.account === '' ? null : Number(form.account),
  }))
  .pipe(statementSourceCreateSchema);
type FormValues = z.input<typeof formSchema>;

const EMPTY: FormValues = { kind: 'bank_sms', name: '', account: '' };

/** "เพิ่มแหล่งข้อมูล": kind, name and the receiving account; the answer's token goes to `onCreated`, shown once. */
export function SourceDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (source: StatementSourceWithToken) => void;
}) {
  const create = useCreateSource();
  const accounts = useDepositAccounts(open);
  const form = useForm<FormValues, unknown, StatementSourceCreate>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  return (
    <SaveDialog open={open} title={T.addTitle} pending={create.isPending} reset={create.reset} onClose={close}>
      {(formId) => (
        <form
          id={formId}
          noValidate
          className="flex flex-col gap-3"
          onSubmit={form.handleSubmit((body) =>
            create.mutate(body, {
              onSuccess: (created) => {
                form.reset(EMPTY);
                onCreated(created);
              },
            }),
          )}
        >
          <SelectField
            label={T.sourceKind}
            error={errors.kind?.message}
            options={STATEMENT_SOURCE_KINDS.map((value) => ({ value, label: T.kinds[value] }))}
            {...form.register('kind')}
          />
          <TextField
            label={T.sourceName}
            hint={T.sourceNameHint}
            autoComplete="off"
            maxLength={STATEMENT_SOURCE_NAME_MAX_LENGTH}
            error={errors.name?.message}
            {...form.register('name')}
          />
          {kind === 'truemoney' ? (
            <p className="text-sm text-muted">{T.noAccountForKind}</p>
          ) : (
            <SelectField
              label={T.depositAccount}
              hint={T.depositAccountHint}
              error={errors.account?.message}
              options={[
                { value: '', label: T.chooseAccount },
                ...(accounts.data ?? []).map((account) => ({
                  value: String(account.id),
                  label: `${findBank(account.bankCode)?.name ?? account.bankCode} ${account.accountNumber} ${account.accountName}`,
                })),
              ]}
              {...form.register('account')}
            />
          )}
          <ErrorNotice message={errorMessage(create.error) ?? errorMessage(accounts.error)} />
        </form>
      )}
    </SaveDialog>
  );
}
