import { create } from 'zustand';

/** The login and register dialog flags of SPEC.md §3: opening one closes the other. */
export interface DialogState {
  showLoginModal: boolean;
  showRegisterModal: boolean;
  setShowLoginModal: (show: boolean) => void;
  setShowRegisterModal: (show: boolean) => void;
  closeAll: () => void;
}

export const useDialogStore = create<DialogState>()((set) => ({
  showLoginModal: false,
  showRegisterModal: false,
  setShowLoginModal: (show) =>
    set(show ? { showLoginModal: true, showRegisterModal: false } : { showLoginModal: false }),
  setShowRegisterModal: (show) =>
    set(show ? { showRegisterModal: true, showLoginModal: false } : { showRegisterModal: false }),
  closeAll: () => set({ showLoginModal: false, showRegisterModal: false }),
}));
