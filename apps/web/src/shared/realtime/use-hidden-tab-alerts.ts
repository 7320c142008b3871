import { CHAT } from '@member/shared';
import { useEffect, useRef } from 'react';
import { usePageVisible } from '@/shared/hooks/use-page-visible';
import { playChime } from '@/shared/lib/chime';

/**
 * While the tab is hidden, a new chat message (the unread count going up) chimes and the tab's title
 * counts them: `(3) แชทกับแอดมิน`. Shown again, the tab gets its own title back.
 */
export function useHiddenTabAlerts(unread: number) {
  const visible = usePageVisible();
  const previous = useRef(unread);
  // The page's own title, and the counted one this hook put in its place.
  const title = useRef<{ base: string; shown: string } | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = unread;
    if (visible || unread <= 0) {
      restore(title);
      return;
    }
    if (unread > before) playChime();
    // The page changed its title meanwhile (or nothing is counted yet): count over the current one.
    const base = title.current && document.title === title.current.shown ? title.current.base : document.title;
    const shown = CHAT.tabTitle(unread, base);
    document.title = shown;
    title.current = { base, shown };
  }, [unread, visible]);

  useEffect(() => () => restore(title), []);
}

function restore(title: { current: { base: string; shown: string } | null }) {
  if (title.current && document.title === title.current.shown) document.title = title.current.base;
  title.current = null;
}
