import { CHAT } from '@member/shared';

/** The largest count a badge spells out; more shows `99+`. */
const BADGE_MAX = 99;

/** The unread chat count on an icon: a red dot with the number (screen readers get `UnreadText`). */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-badge"
      className={`absolute grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 text-xs leading-none font-bold text-white ring-2 ring-bg ${className}`}
    >
      {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
    </span>
  );
}

/**
 * The count in words for screen readers (`ข้อความใหม่ 3 ข้อความ`), read as part of a link's name. The space
 * before it is a text node of its own: a space at the edge of an element is dropped by some name
 * computations (jsdom's among them), which would run the count into the link's label.
 */
export function UnreadText({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span className="sr-only">{CHAT.unreadLabel(count)}</span>
    </>
  );
}
