import { UnreadBadge, UnreadText } from '@/shared/ui/unread-badge';
import { useUnreadCount } from './unread';

// Each mark reads the count itself: a new count re-renders these few elements, not the layout and the
// page inside it.

/** The unread chat count's badge on a chat icon. */
export function ChatUnreadBadge({ className }: { className: string }) {
  return <UnreadBadge count={useUnreadCount()} className={className} />;
}

/** The unread chat count in words, read with the chat link's name. */
export function ChatUnreadText() {
  return <UnreadText count={useUnreadCount()} />;
}
