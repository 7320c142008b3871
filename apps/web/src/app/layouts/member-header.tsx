import { CHAT, LABELS, levelBadge } from '@member/shared';
import { Link } from 'react-router';
import { ChatIcon, MenuIcon, UserIcon } from '@/shared/ui/icons';
import { Logo } from '@/shared/ui/logo';
import { ChatUnreadBadge, ChatUnreadText } from '@/shared/realtime/chat-unread';
import { paths } from '@/shared/paths';

export function LevelBadge({ level }: { level: string }) {
  const badge = levelBadge(level);
  if (!badge) return null;
  return (
    <span className="rounded-full bg-gradient-to-b from-gold to-gold-strong px-2 py-0.5 text-xs font-bold tracking-wider text-bg">
      {badge}
    </span>
  );
}

export interface MemberHeaderProps {
  level: string;
  onOpenMenu: () => void;
}

/** Member header (SPEC.md §2): drawer toggle, logo to /, level badge, the chat with its unread count (issue 16), profile link. */
export function MemberHeader({ level, onOpenMenu }: MemberHeaderProps) {
  const iconButton = 'grid size-11 place-items-center rounded-full text-text/90 hover:bg-white/5';
  return (
    <header className="sticky top-0 z-30 grid h-14 grid-cols-[1fr_auto_1fr] items-center border-b border-line/70 bg-bg/85 px-2 backdrop-blur">
      <button type="button" aria-label={LABELS.openMenu} onClick={onOpenMenu} className={iconButton}>
        <MenuIcon />
      </button>
      <Link to="/" aria-label="WALLET" className="flex h-11 items-center">
        <Logo className="h-7 w-auto" />
      </Link>
      <div className="flex items-center justify-end gap-0.5">
        <LevelBadge level={level} />
        <Link to={paths.chat} className={`relative ${iconButton}`}>
          <ChatIcon />
          <span className="sr-only">{CHAT.title}</span>
          <ChatUnreadText />
          <ChatUnreadBadge className="top-0.5 right-0" />
        </Link>
        <Link to={paths.profile} aria-label={LABELS.profile} className={iconButton}>
          <UserIcon />
        </Link>
      </div>
    </header>
  );
}
