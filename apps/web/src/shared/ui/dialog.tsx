import { LABELS } from '@member/shared';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

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

/** A centred modal card. The content sits inside the overlay so fixed children stay relative to the viewport. */
export function Dialog({ open, onOpenChange, title, hideTitle, dismissible = true, className, children }: DialogProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="anim-fade fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-black/75 p-4 backdrop-blur-[2px]">
          <RadixDialog.Content
            aria-describedby={undefined}
            onEscapeKeyDown={block}
            onPointerDownOutside={block}
            onInteractOutside={block}
            className={`anim-pop relative my-auto w-full max-w-sm rounded-2xl border border-line bg-surface p-5 text-text shadow-2xl shadow-black/60 ${className ?? ''}`}
          >
            <RadixDialog.Title
              className={hideTitle ? 'sr-only' : 'mb-4 pr-8 text-center text-lg font-semibold text-gold'}
            >
              {title}
            </RadixDialog.Title>
            {children}
            {dismissible && onOpenChange && (
              <RadixDialog.Close
                aria-label={LABELS.close}
                className="absolute top-3 right-3 rounded-full p-1.5 text-muted hover:bg-white/5 hover:text-text"
              >
                <CloseIcon className="size-5" />
              </RadixDialog.Close>
            )}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
