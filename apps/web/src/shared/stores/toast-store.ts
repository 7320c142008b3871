import { create } from 'zustand';

export type ToastTone = 'success' | 'error';

export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
}

/** How long a toast stays on screen. */
export const TOAST_VISIBLE_MS = 5_000;
/** At most this many at once: the oldest gives way. */
const MAX_TOASTS = 3;

interface ToastState {
  toasts: Toast[];
  show: (text: string, tone?: ToastTone) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** Short notes over the page (a live money update): each goes away by itself. */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (text, tone = 'success') => {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { id, text, tone }].slice(-MAX_TOASTS) }));
    setTimeout(() => get().dismiss(id), TOAST_VISIBLE_MS);
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

export const showToast = (text: string, tone?: ToastTone) => useToastStore.getState().show(text, tone);
