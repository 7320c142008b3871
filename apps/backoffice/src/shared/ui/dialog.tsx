import { type ReactNode, useEffect, useId, useRef } from 'react';
import { BO_ACTIONS } from '@member/shared/backoffice';

/**
 * Gives the focus back to the dialog's opener, if it is still on the page. The browser's own restore is not
 * relied on: the focused content unmounts before close(), and a dialog unmounted while open is never closed.
 */
function returnFocus(opener: Element | null) {
  if (opener instanceof HTMLElement && opener.isConnected && document.activeElement !== opener) opener.focus();
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons at the bottom (the close button is always there). */
  footer?: ReactNode;
  wide?: boolean;
}

/**
 * The browser's modal `<dialog>`: focus moves in and is kept there, Escape closes, focus returns to what
 * opened it.
 */
export function Dialog({ open, onClose, title, children, footer, wide = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      returnFocus(opener.current);
      opener.current = null;
    }
  }, [open]);
  // Unmounted while open (its screen left, or its parent dropped it): the opener gets the focus back too; a closed
  // one leaves the focus alone (another dialog may be opening).
  useEffect(() => () => returnFocus(opener.current), []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-xl border border-line bg-surface p-0 text-text shadow-xl ${wide ? 'max-w-3xl' : 'max-w-lg'}`}
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {children}
          <div className="flex flex-wrap justify-end gap-2">
            {footer}
            <button
              type="button"
              onClick={onClose}
              className="h-10 rounded-lg border border-line px-4 text-sm font-semibold hover:bg-surface-2"
            >
              {BO_ACTIONS.close}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
