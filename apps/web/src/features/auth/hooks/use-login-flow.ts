import { type LoginPayload, POPUP_BANNER_FLAG_KEY, SERVER_MESSAGES } from '@member/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '@member/web-kit';
import { setAccessToken } from '@/shared/api/token';
import { browser } from '@/shared/lib/browser';
import { useDialogStore } from '@/shared/stores/dialog-store';
import { loginRequest } from '../api/auth-api';
import { profileQueryOptions } from '@/shared/api/session';
import { loginRedirectTarget, urlWithoutCredentials } from '../lib/login-redirect';

/**
 * The login of SPEC.md §4, shared by the login dialog and the end of registration: loading dialog,
 * token, popup-banner flag, dialog closed, then the redirect target or a reload.
 */
export function useLoginFlow() {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const login = useCallback(
    async (payload: LoginPayload): Promise<boolean> => {
      setLoading(true);
      try {
        const result = await loginRequest(payload);
        setAccessToken(result.access_token);
        localStorage.setItem(POPUP_BANNER_FLAG_KEY, 'true');
        const target = loginRedirectTarget(search);
        if (target === null) {
          useDialogStore.getState().closeAll();
          // Keep the password of an auto-login link out of the address bar after the reload.
          browser.replaceUrl(urlWithoutCredentials(pathname, search));
          browser.reload();
          return true;
        }
        // Load the member first so the route guard sees a signed-in member at the target.
        await queryClient.fetchQuery({ ...profileQueryOptions, staleTime: 0 }).catch(() => null);
        setLoading(false);
        useDialogStore.getState().closeAll();
        navigate(target, { replace: true });
        return true;
      } catch (caught) {
        setLoading(false);
        setError(isApiError(caught) ? caught.message : SERVER_MESSAGES.internal);
        return false;
      }
    },
    [pathname, search, navigate, queryClient],
  );

  return { login, loading, error, clearError: useCallback(() => setError(null), []) };
}
