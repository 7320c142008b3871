import { UI } from '@member/shared';
import { Button } from './button';
import { Dialog } from './dialog';

export interface AlertDialogProps {
  open: boolean;
  message: string;
  title?: string;
  buttonLabel?: string;
  onClose: () => void;
}

/** A message with one primary button (SPEC.md §2: title, message, primary button). */
export function AlertDialog({
  open,
  message,
  title = UI.alertTitle,
  buttonLabel = UI.alertOk,
  onClose,
}: AlertDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} className="max-w-xs text-center">
      <p className="mb-5 text-base leading-relaxed whitespace-pre-line text-text/90">{message}</p>
      <Button className="w-full" onClick={onClose}>
        {buttonLabel}
      </Button>
    </Dialog>
  );
}
