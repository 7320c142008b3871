import { create } from 'zustand';

/** Set by the route error boundary so the progress bar can finish red. */
export const useNavigationFailure = create<{ failed: boolean; setFailed: (failed: boolean) => void }>()((set) => ({
  failed: false,
  setFailed: (failed) => set({ failed }),
}));
