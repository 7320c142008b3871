import { type ReactNode, useEffect, useId } from 'react';
import { errorMessage } from '../lib/error-message';
import { SaveButton } from './button';
import { Dialog } from './dialog';

/** A call a dialog sends (a `useMutation` result). */
export interface SaveCall<Variables> {
  mutate: (variables: Variables, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

/**
 * A dialog around one form, saved by the footer's button ("บันทึก", "กำลังบันทึก…" while `pending`).
 * `children` gets the form's id, for the button outside it. `reset` (a mutation's, whose identity stays)
 * clears the last refusal each time the dialog opens.
 */
export function SaveDialog({
  open,
  title,
  wide = false,
  pending,
  reset,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  wide?: boolean;
  pending: boolean;
  reset?: () => void;
  onClose: () => void;
  children: (formId: string) => ReactNode;
}) {
  const formId = useId();
  useEffect(() => {
    if (open) reset?.();
  }, [open, reset]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      wide={wide}
      footer={<SaveButton form={formId} pending={pending} />}
    >
      {children(formId)}
    </Dialog>
  );
}

/** What the form in a `CallDialog` gets: its id, the call's refusal, how to send it and to clear that refusal. */
export interface CallForm<Variables> {
  id: string;
  error: string | null;
  send: (variables: Variables) => void;
  clear: () => void;
}

/** A `SaveDialog` that sends one call; `onDone` once it succeeded. */
export function CallDialog<Variables>({
  open,
  title,
  wide,
  call,
  onClose,
  onDone,
  children,
}: {
  open: boolean;
  title: string;
  wide?: boolean;
  call: SaveCall<Variables>;
  onClose: () => void;
  onDone: () => void;
  children: (form: CallForm<Variables>) => ReactNode;
}) {
  const send = (variables: Variables) => call.mutate(variables, { onSuccess: onDone });
  return (
    <SaveDialog open={open} title={title} wide={wide} pending={call.isPending} reset={call.reset} onClose={onClose}>
      {(id) => children({ id, error: errorMessage(call.error), send, clear: call.reset })}
    </SaveDialog>
  );
}
