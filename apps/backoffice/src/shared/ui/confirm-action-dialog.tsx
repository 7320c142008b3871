import { BO_ACTIONS } from '@member/shared/backoffice';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { ErrorNotice } from './status-notice';

/**
 * "Are you sure?" before an action that cannot be undone (a delete): the message, the server's refusal
 * if it came, and the confirm button (disabled while the call runs). Closing it does nothing.
 */
export function ConfirmActionDialog({
  open,
  title,
  children,
  confirmLabel = BO_ACTIONS.confirm,
  danger = true,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  pending: boolean;
  error: string | null | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <Button variant={danger ? 'danger' : 'primary'} disabled={pending} onClick={onConfirm}>
          {pending ? BO_ACTIONS.saving : confirmLabel}
        </Button>
      }
    >
      <div className="text-sm">{children}</div>
      <ErrorNotice message={error} />
    </Dialog>
  );
}
