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
 * "Are you sure?" before `call` is sent (a delete, unless `title` and `confirmLabel` say otherwise):
 * `children` says what it is about; the call's refusal shows in it.
 */
export function ConfirmCallDialog({
  open,
  title = BO_CONTENT.deleteConfirmTitle,
  confirmLabel = BO_ACTIONS.delete,
  call,
  onClose,
  onConfirm,
  children,
}: {
  open: boolean;
  title?: string;
  confirmLabel?: string;
  call: { isPending: boolean; error: unknown };
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <ConfirmActionDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      pending={call.isPending}
      error={errorMessage(call.error)}
      onClose={onClose}
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmActionDialog>
  );
}
