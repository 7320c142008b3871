import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { lazyWithReload } from '@/shared/lib/lazy-with-reload';
import { useDialogStore } from '@/shared/stores/dialog-store';
import { loadLoginDialog, loadRegisterDialog } from '../chunks';
import { DIALOG_HIDDEN_PATHS, normalizePath } from '../guest-pages';

const LoginDialog = lazyWithReload(loadLoginDialog);
const RegisterDialog = lazyWithReload(loadRegisterDialog);

/** The login and register dialogs, loaded only when one is asked for. */
export function AuthDialogs() {
  const showLogin = useDialogStore((state) => state.showLoginModal);
  const showRegister = useDialogStore((state) => state.showRegisterModal);
  const { pathname } = useLocation();
  if (DIALOG_HIDDEN_PATHS.has(normalizePath(pathname))) return null;
  return (
    <Suspense fallback={null}>
      {showLogin && <LoginDialog />}
      {showRegister && <RegisterDialog />}
    </Suspense>
  );
}
