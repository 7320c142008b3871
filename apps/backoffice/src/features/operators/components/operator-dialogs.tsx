import {
  OPERATOR_ROLES,
  type OperatorAccount,
  type OperatorCreatePayload,
  type OperatorRole,
  operatorCreateSchema,
  operatorUpdateSchema,
} from '@member/shared';
import { BO_ACTIONS, BO_OPERATORS, BO_ROLE_LABELS } from '@member/shared/backoffice';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@member/web-kit';
import { useId } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { Button, SaveButton } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { SelectField, TextField } from '@/shared/ui/field';
import { messageOf } from '@/shared/lib/error-message';
import { useCreateOperator } from '../api/create-operator';
import { useUpdateOperator } from '../api/update-operator';
import { fieldOfOperatorMessage } from '../lib/server-message-field';

const F = BO_OPERATORS.fields;
const ROLE_OPTIONS = OPERATOR_ROLES.map((role) => ({ value: role, label: BO_ROLE_LABELS[role] }));

/** The server's refusal under the field it concerns, or above the form. */
function showRefusal<T extends FieldValues>(form: UseFormReturn<T>, fields: readonly string[], error: unknown) {
  const message = messageOf(error);
  const field = isApiError(error) ? fieldOfOperatorMessage(message) : null;
  if (field && fields.includes(field)) form.setError(field as Path<T>, { type: 'server', message });
  else form.setError('root.server', { type: 'server', message });
}

function RootError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  );
}

interface DialogBase {
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

export function CreateOperatorDialog({ open, onClose, onDone }: DialogBase) {
  const formId = useId();
  const create = useCreateOperator();
  const form = useForm<OperatorCreatePayload>({
    resolver: zodResolver(operatorCreateSchema),
    defaultValues: { username: '', password: '', role: '' as OperatorRole },
  });
  const { register, handleSubmit, formState } = form;
  const submit = handleSubmit(async (payload) => {
    try {
      const created = await create.mutateAsync(payload);
      form.reset();
      onDone(BO_OPERATORS.created(created.username));
    } catch (error) {
      showRefusal(form, ['username', 'password', 'role'], error);
    }
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={BO_OPERATORS.createTitle}
      footer={<SaveButton form={formId} pending={formState.isSubmitting} label={BO_OPERATORS.create} />}
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          label={F.username}
          hint={F.usernameHint}
          autoComplete="off"
          error={formState.errors.username?.message}
          {...register('username')}
        />
        <TextField
          label={F.password}
          hint={F.passwordHint}
          type="password"
          autoComplete="new-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <SelectField
          label={F.role}
          options={[{ value: '', label: F.roleChoose }, ...ROLE_OPTIONS]}
          error={formState.errors.role?.message}
          {...register('role')}
        />
        <RootError message={formState.errors.root?.server?.message} />
      </form>
    </Dialog>
  );
}

interface AccountDialog extends DialogBase {
  account: OperatorAccount;
}

export function ChangeRoleDialog({ open, onClose, onDone, account }: AccountDialog) {
  const formId = useId();
  const update = useUpdateOperator();
  const form = useForm<{ role: OperatorRole }>({
    resolver: zodResolver(operatorUpdateSchema) as never,
    defaultValues: { role: account.role },
  });
  const { register, handleSubmit, formState } = form;
  const submit = handleSubmit(async ({ role }) => {
    try {
      await update.mutateAsync({ username: account.username, changes: { role } });
      onDone(BO_OPERATORS.roleChanged(account.username));
    } catch (error) {
      showRefusal(form, ['role'], error);
    }
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={BO_OPERATORS.changeRoleTitle(account.username)}
      footer={<SaveButton form={formId} pending={formState.isSubmitting} />}
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <SelectField
          label={F.role}
          options={ROLE_OPTIONS}
          error={formState.errors.role?.message}
          {...register('role')}
        />
        <RootError message={formState.errors.root?.server?.message} />
      </form>
    </Dialog>
  );
}

export function SetPasswordDialog({ open, onClose, onDone, account }: AccountDialog) {
  const formId = useId();
  const update = useUpdateOperator();
  const form = useForm<{ password: string }>({
    resolver: zodResolver(operatorUpdateSchema) as never,
    defaultValues: { password: '' },
  });
  const { register, handleSubmit, formState } = form;
  const submit = handleSubmit(async ({ password }) => {
    try {
      await update.mutateAsync({ username: account.username, changes: { password } });
      onDone(BO_OPERATORS.passwordSet(account.username));
    } catch (error) {
      showRefusal(form, ['password'], error);
    }
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={BO_OPERATORS.setPasswordTitle(account.username)}
      footer={<SaveButton form={formId} pending={formState.isSubmitting} />}
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <p className="text-sm text-muted">{BO_OPERATORS.setPasswordNote}</p>
        <TextField
          label={F.newPassword}
          hint={F.passwordHint}
          type="password"
          autoComplete="new-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <RootError message={formState.errors.root?.server?.message} />
      </form>
    </Dialog>
  );
}

export function DisableOperatorDialog({ open, onClose, onDone, account }: AccountDialog) {
  const update = useUpdateOperator();
  const message = update.error ? messageOf(update.error) : undefined;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={BO_OPERATORS.disableTitle(account.username)}
      footer={
        <Button
          variant="danger"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { username: account.username, changes: { disabled: true } },
              { onSuccess: () => onDone(BO_OPERATORS.disabled(account.username)) },
            )
          }
        >
          {update.isPending ? BO_ACTIONS.saving : BO_OPERATORS.disable}
        </Button>
      }
    >
      <p className="text-sm">{BO_OPERATORS.disableNote}</p>
      <RootError message={message} />
    </Dialog>
  );
}
