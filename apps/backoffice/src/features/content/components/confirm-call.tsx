import { BO_ACTIONS, BO_CONTENT } from '@member/shared/backoffice';
import type { ReactNode } from 'react';
import { errorMessage } from '@/shared/lib/error-message';
import { Button } from '@/shared/ui/button';
import { ConfirmActionDialog } from '@/shared/ui/confirm-action-dialog';

/**
 * The button that asks before `call` is sent ("ลบ" unless `label` says otherwise): clears the call's last
 * refusal, then opens the confirmation (`onClick`).
 */
export function ConfirmCallButton({
  call,
  label = BO_ACTIONS.delete,
  className = 'text-red-700 hover:text-red-800',
  onClick,
}: {
  call: { reset: () => void };
  label?: string;
  className?: string;
  onClick: () => void;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className={className}
      aria-haspopup="dialog"
      onClick={() => {
        call.reset();
        onClick();
      }}
    >
      {label}
    </Button>
  );
}

/**
 * "Are you sure?" before `call` is sent (a delete, unless `title` and `confirmLabel` say otherwise), open
 * while there is a `subject` (null or false: closed): `children` says what it is about; the call's refusal
 * shows in it. `onConfirm` gets the subject.
 */
export function ConfirmCallDialog<Subject>({
  subject,
  title = BO_CONTENT.deleteConfirmTitle,
  confirmLabel = BO_ACTIONS.delete,
  call,
  onClose,
  onConfirm,
  children,
}: {
  subject: Subject | null | false;
  title?: string;
  confirmLabel?: string;
  call: { isPending: boolean; error: unknown };
  onClose: () => void;
  onConfirm: (subject: Subject) => void;
  children: ReactNode | ((subject: Subject) => ReactNode);
}) {
  const current = subject === null || subject === false ? null : { subject };
  return (
    <ConfirmActionDialog
      open={current !== null}
      title={title}
      confirmLabel={confirmLabel}
      pending={call.isPending}
      error={errorMessage(call.error)}
      onClose={onClose}
      onConfirm={() => {
        if (current) onConfirm(current.subject);
      }}
    >
      {typeof children === 'function' ? current && children(current.subject) : children}
    </ConfirmActionDialog>
  );
}
