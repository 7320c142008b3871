import { beforeEach, describe, expect, it } from 'vitest';
import { useDialogStore } from './dialog-store';

describe('dialog store', () => {
  beforeEach(() => useDialogStore.getState().closeAll());

  it('opening one dialog closes the other', () => {
    useDialogStore.getState().setShowLoginModal(true);
    expect(useDialogStore.getState()).toMatchObject({ showLoginModal: true, showRegisterModal: false });
    useDialogStore.getState().setShowRegisterModal(true);
    expect(useDialogStore.getState()).toMatchObject({ showLoginModal: false, showRegisterModal: true });
    useDialogStore.getState().setShowLoginModal(true);
    expect(useDialogStore.getState()).toMatchObject({ showLoginModal: true, showRegisterModal: false });
  });

  it('closing one leaves the other as it was', () => {
    useDialogStore.getState().setShowRegisterModal(true);
    useDialogStore.getState().setShowLoginModal(false);
    expect(useDialogStore.getState().showRegisterModal).toBe(true);
  });
});
