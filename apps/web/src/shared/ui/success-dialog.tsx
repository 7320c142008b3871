import { UI } from '@member/shared';
import { useEffect } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface SuccessDialogProps {
  open: boolean;
  title?: string;
  message?: string;
  buttonLabel?: string;
  onConfirm: () => void;
}

/**
 * Fires confetti once per opening; the library loads only when a success actually happens. It draws on
 * a canvas of its own, hidden from screen readers and removed when done, inside the open modal dialog
 * if there is one (the top layer: a canvas on the page would fall behind the dialog's dimmed backdrop).
 */
export function useConfetti(active: boolean) {
  useEffect(() => {
    if (!active || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    import('canvas-confetti')
      .then(async ({ default: confetti }) => {
        const canvas = document.createElement('canvas');
        canvas.setAttribute('aria-hidden', 'true');
        canvas.width = window.innerWidth;
        canvas.height = window.innerHeight;
        canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:100';
        ([...document.querySelectorAll('dialog[open]')].pop() ?? document.body).append(canvas);
        try {
          await confetti.create(canvas, { useWorker: true })({
            particleCount: 120,
            spread: 75,
            origin: { y: 0.6 },
            colors: ['#e11d48', '#f5c451', '#ffffff'],
          });
        } finally {
          canvas.remove();
        }
      })
      .catch(() => {
        // Decoration only: a failed chunk or a missing canvas must not break the dialog.
      });
  }, [active]);
}

export function SuccessDialog({
  open,
  title = UI.successTitle,
  message,
  buttonLabel = UI.successButton,
  onConfirm,
}: SuccessDialogProps) {
  useConfetti(open);
  return (
    <Dialog open={open} title={title} dismissible={false} className="max-w-xs text-center">
      <SuccessMark className="mx-auto mb-4" />
      {message && <p className="mb-5 text-base text-text/90">{message}</p>}
      <Button className="w-full" onClick={onConfirm}>
        {buttonLabel}
      </Button>
    </Dialog>
  );
}

/** The green check of a completed action. */
export function SuccessMark({ className = '' }: { className?: string }) {
  return (
    <div className={`grid size-16 place-items-center rounded-full bg-emerald-500/15 text-emerald-400 ${className}`}>
      <svg
        viewBox="0 0 24 24"
        className="size-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden="true"
      >
        <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
