import { type ContextType, type ReactNode, useContext, useEffect, useState } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useOutlet } from 'react-router';
import { markFirstScreen } from '@/shared/lib/after-first-screen';

/** The leave phase's length: `.anim-page-leave` in index.css. A timer ends it if no animationend comes. */
const LEAVE_MS = 120;

interface Shown {
  pathname: string;
  page: ReactNode;
  /**
   * The location the page was shown at. The leaving page is rendered inside it: read from the router,
   * its hooks would see the next page's address (a page that needs its own query, such as
   * `/update-password?tel=…`, would redirect while it fades out).
   */
  location: ContextType<typeof LocationContext>;
  /** Whether the page fades in when it mounts (every page but the first of a visit). */
  enter: boolean;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The 'page' transition, mode out-in (SPEC.md §2): on a new path the old page first fades out (it stays
 * mounted, frozen on its own route), then the new page mounts fresh and fades in. The first page of a
 * visit replaces the loading shell at once (a fade would only hold its first paint back); with
 * reduced motion there is no leave phase and no fade. `withhold` renders no page at all: a visitor on a
 * member-only page, whom the guard is sending to the login dialog, so the page never asks the API for
 * data it may not have (decision 0021). Mounting the first page marks the first screen as rendered.
 */
export function PageTransition({ withhold = false }: { withhold?: boolean }) {
  const { pathname } = useLocation();
  const location = useContext(LocationContext);
  const outlet = useOutlet();
  const page = withhold ? null : outlet;
  const [shown, setShown] = useState<Shown>({ pathname, page, location, enter: false });
  const leaving = shown.pathname !== pathname && !reducedMotion();
  // No leave phase (reduced motion): the new path is shown at once.
  if (shown.pathname !== pathname && !leaving) setShown({ pathname, page, location, enter: true });
  // A new query on the same path: the page keeps its place, and is frozen at its latest address.
  if (shown.pathname === pathname && shown.location !== location) setShown({ ...shown, page, location });
  useEffect(markFirstScreen, []);

  const finishLeave = () => setShown({ pathname, page, location, enter: true });
  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(finishLeave, LEAVE_MS + 80);
    return () => window.clearTimeout(timer);
    // One timer per path left; finishLeave reads the page of the moment it fires.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [leaving, pathname]);

  if (leaving) {
    return (
      <div
        key={shown.pathname}
        data-transition="page"
        data-phase="leave"
        className="anim-page-leave"
        onAnimationEnd={(event) => {
          if (event.target === event.currentTarget) finishLeave();
        }}
      >
        <LocationContext.Provider value={shown.location}>{shown.page}</LocationContext.Provider>
      </div>
    );
  }
  // The same path (or no leave phase): the current page, entering if it just replaced another.
  const enter = shown.pathname === pathname ? shown.enter : true;
  return (
    <div key={pathname} data-transition="page" className={enter ? 'anim-page' : undefined}>
      {page}
    </div>
  );
}
