import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { rememberReferralPrefix } from '@/shared/referral/referral-prefix';
import { useDialogStore } from '@/shared/stores/dialog-store';
import { decideGuard } from './guard';
import { isMemberOnlyMatch } from './route-handle';

/**
 * Applies `decideGuard` on every location change. `signedIn` is null while the profile is still
 * loading, so a member never sees the login dialog flash.
 */
export function useRouteGuard(signedIn: boolean | null): void {
  const location = useLocation();
  const navigate = useNavigate();
  const memberOnly = useMatches().some(isMemberOnlyMatch);
  const previousPath = useRef<string | null>(null);
  // The guard's own redirect must not be judged again (it would turn the register dialog into login).
  const ownRedirect = useRef<string | null>(null);

  useEffect(() => {
    if (signedIn === null) return;
    // Kept even where no dialog may open, for the register dialog opened later (decision 0018).
    if (!signedIn) rememberReferralPrefix(location.search);
    const here = location.pathname + location.search;
    if (ownRedirect.current === here) {
      ownRedirect.current = null;
      previousPath.current = location.pathname;
      return;
    }
    const decision = decideGuard({
      pathname: location.pathname,
      search: location.search,
      signedIn,
      previousPath: previousPath.current,
      memberOnly,
    });
    const dialogs = useDialogStore.getState();
    if (decision.dialog === 'login') dialogs.setShowLoginModal(true);
    else if (decision.dialog === 'register') dialogs.setShowRegisterModal(true);
    else dialogs.closeAll();

    previousPath.current = location.pathname;
    if (decision.navigateTo !== null) {
      // A redirect to /login must still be judged there; one that leaves a dialog open must not.
      ownRedirect.current = decision.dialog === 'none' ? null : decision.navigateTo;
      navigate(decision.navigateTo, { replace: true });
    }
    // Runs once per location (key) and session change, not when the derived values it reads change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, signedIn]);
}
