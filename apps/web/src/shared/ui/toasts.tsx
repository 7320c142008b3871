import { LABELS } from '@member/shared';
import { useToastStore } from '@/shared/stores/toast-store';
import { CloseIcon } from './icons';

const TONES = {
  success: 'border-emerald-500/50 bg-emerald-950 text-emerald-50',
  error: 'border-red-500/50 bg-red-950 text-red-50',
} as const;

/** The toasts, under the header in the phone column; read out politely by screen readers. */
export function Toasts() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-16 z-40 mx-auto flex max-w-[480px] flex-col gap-2 px-3"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          data-testid="toast"
          className={`anim-pop pointer-events-auto flex items-center gap-2 rounded-xl border py-1 pr-1 pl-4 text-sm font-medium shadow-lg shadow-black/40 ${TONES[toast.tone]}`}
        >
          <span className="min-w-0 flex-1 py-2">{toast.text}</span>
          <button
            type="button"
            aria-label={LABELS.close}
            onClick={() => dismiss(toast.id)}
            className="grid size-11 shrink-0 place-items-center rounded-full opacity-70 hover:opacity-100"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
