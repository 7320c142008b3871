import { digitsFilter, LABELS, UI } from '@member/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDialogStore } from '@/shared/stores/dialog-store';
import { AlertDialog } from '@/shared/ui/alert-dialog';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { LoadingDialog } from '@/shared/ui/loading-dialog';
import { Logo } from '@/shared/ui/logo';
import { PasswordField } from '@/shared/ui/password-field';
import { TextField } from '@/shared/ui/text-field';
import { useLoginFlow } from '../hooks/use-login-flow';
import { loadLoginValidation } from '../lib/login-validation';
import { ContactAdminLink, SwitchDialogButton } from './auth-links';

/** Credentials of an auto-login link (`?tel=..&password=..`), read once when the dialog opens. */
function useAutoLoginCredentials() {
  const [params] = useSearchParams();
  const [credentials] = useState(() => {
    const tel = params.get('tel');
    const password = params.get('password');
    return tel && password ? { tel, password } : null;
  });
  return credentials;
}

/** The login dialog of SPEC.md §2; mounted while `showLoginModal` is set. */
export default function LoginDialog() {
  const closeLogin = useDialogStore((state) => state.setShowLoginModal);
  const openRegister = useDialogStore((state) => state.setShowRegisterModal);
  const autoCredentials = useAutoLoginCredentials();
  const flow = useLoginFlow();
  const { login } = flow;
  const [autoLogin, setAutoLogin] = useState(autoCredentials !== null);
  const [tel, setTel] = useState(autoCredentials?.tel ?? '');
  const [password, setPassword] = useState('');
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!autoCredentials || started.current) return;
    started.current = true;
    // Only the loading dialog shows; the form appears if the link's credentials are refused.
    void login(autoCredentials).then((ok) => {
      if (!ok) setAutoLogin(false);
    });
  }, [autoCredentials, login]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { loginSchema, firstIssueMessage } = await loadLoginValidation();
    const parsed = loginSchema.safeParse({ tel, password });
    if (!parsed.success) {
      setInvalidMessage(firstIssueMessage(parsed.error));
      return;
    }
    void flow.login(parsed.data);
  };

  return (
    <>
      {!autoLogin && (
        <Dialog open title={UI.login} onOpenChange={(open) => !open && closeLogin(false)}>
          <Logo className="mx-auto -mt-1 mb-4 h-9 w-auto" />
          <form
            noValidate
            // The validator (zod) is not needed to show the form: it loads when the guest starts typing.
            onChange={() => void loadLoginValidation()}
            onSubmit={(event) => void submit(event)}
            className="flex flex-col gap-4"
          >
            <TextField
              label={LABELS.tel}
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              value={tel}
              onChange={(event) => setTel(digitsFilter(event.target.value))}
            />
            <PasswordField
              label={LABELS.password}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <div className="-my-2 text-right text-sm">
              <Link to="/forgot-password" className="inline-flex min-h-11 items-center text-muted hover:text-text">
                {LABELS.forgotPassword}
              </Link>
            </div>
            <Button type="submit" className="w-full">
              {UI.login}
            </Button>
          </form>
          <div className="mt-3 flex flex-col items-center text-sm">
            <SwitchDialogButton label={LABELS.noAccount} onClick={() => openRegister(true)} />
            <ContactAdminLink />
          </div>
        </Dialog>
      )}
      <LoadingDialog open={flow.loading} />
      <AlertDialog open={flow.error !== null} message={flow.error ?? ''} onClose={flow.clearError} />
      <AlertDialog
        open={invalidMessage !== null}
        message={invalidMessage ?? ''}
        onClose={() => setInvalidMessage(null)}
      />
    </>
  );
}
