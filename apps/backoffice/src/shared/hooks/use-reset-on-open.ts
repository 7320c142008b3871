import { useEffect } from 'react';

/**
 * Clears the given mutations (their last error, their state) each time a dialog opens, so an add or an edit
 * starts clean. A mutation's `reset` keeps its identity, so this runs only when `open` turns true.
 */
export function useResetOnOpen(open: boolean, resetCreate: () => void, resetUpdate: () => void): void {
  useEffect(() => {
    if (!open) return;
    resetCreate();
    resetUpdate();
  }, [open, resetCreate, resetUpdate]);
}
