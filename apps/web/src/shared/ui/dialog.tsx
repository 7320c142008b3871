import { LABELS } from '@member/shared';
import { createContext, type MouseEvent, type ReactNode, type SyntheticEvent, useContext } from 'react';
import { useModalDialog } from '../hooks/use-modal-dialog';
import { CloseIcon } from './icons';

/**
 * The open dialog's element. A popover inside a dialog (a select's list) must render into it: the
 * rest of the page, where a portal would put it by default, is inert while a modal dialog is open.
 */
const DialogContainer = createContext<HTMLElement | null>(null);
export const useDialogContainer = () => useContext(DialogContainer) ?? undefined;

export interface DialogProps {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The accessible name of the dialog; shown as its heading unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  /** Closable by Escape, outside click and a close button. Loading dialogs are not. */
  dismissible?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A centred modal card on the browser's own modal `<dialog>`: the top layer makes the rest of the
 * page inert and traps focus without a library on the first load. The element fills the viewport
 * (its `::backdrop` is the dimmed overlay), so a click that lands on the element itself is outside
 * the card. Focus goes back to what opened the dialog when it closes.
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onOpenChange,
  title,
  hideTitle,
  dismissible = true,
  className,
  children,
}: Omit<DialogProps, 'open'>) {
  const { dialog, ref, titleId } = useModalDialog();

  const dismiss = () => {
    if (dismissible) onOpenChange?.(false);
  };
  // Escape: the app decides (a loading dialog stays), so the browser never closes it on its own.
  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    dismiss();
  };
  const clickOutside = (event: MouseEvent) => {
    if (event.target === event.currentTarget) dismiss();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={cancel}
      onClick={clickOutside}
      className="anim-fade fixed inset-0 m-0 flex h-dvh max-h-none w-full max-w-none items-center justify-center overflow-y-auto bg-transparent p-4 text-text backdrop:bg-black/75 backdrop:backdrop-blur-[2px]"
    >
      <div
        className={`anim-pop relative my-auto w-full max-w-sm rounded-2xl border border-line bg-surface p-5 text-text shadow-2xl shadow-black/60 ${className ?? ''}`}
      >
        <h2 id={titleId} className={hideTitle ? 'sr-only' : 'mb-4 px-8 text-center text-lg font-semibold text-gold'}>
          {title}
        </h2>
        <DialogContainer.Provider value={dialog}>{children}</DialogContainer.Provider>
        {dismissible && onOpenChange && (
          <button
            type="button"
            aria-label={LABELS.close}
            onClick={() => onOpenChange(false)}
            className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-full text-muted hover:bg-white/5 hover:text-text"
          >
            <CloseIcon className="size-5" />
          </button>
        )}
      </div>
    </dialog>
  );
}
