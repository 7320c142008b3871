import { BOTTOM_MENU_ITEMS, LAYOUT } from '@member/shared';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { settingImageQuery } from '@/shared/hooks/use-site-images';
import { ChatIcon, GiftIcon, HomeIcon, type IconProps, MegaphoneIcon, WalletIcon } from '@/shared/ui/icons';
import { ChatUnreadBadge, ChatUnreadText } from '@/shared/realtime/chat-unread';

const MENU_ICONS: Record<(typeof BOTTOM_MENU_ITEMS)[number]['icon'], ComponentType<IconProps>> = {
  wallet: WalletIcon,
  gift: GiftIcon,
  home: HomeIcon,
  megaphone: MegaphoneIcon,
  chat: ChatIcon,
};

function HomeButton({ label }: { label: string }) {
  // The operator's custom home icon (GET /setting-image/home-icon), else the drawn one once that is known.
  const homeIcon = useQuery(settingImageQuery('home-icon'));
  return (
    <NavLink to="/" end aria-label={label} className="-mt-7 flex flex-col items-center gap-1">
      {({ isActive }) => (
        <>
          <span
            className={`grid size-14 place-items-center rounded-full border-4 border-bg bg-gradient-to-b from-accent to-accent-strong text-white shadow-lg shadow-accent/40 ${
              isActive ? 'ring-2 ring-gold' : ''
            }`}
          >
            {homeIcon.data ? (
              <img src={homeIcon.data} alt="" className="size-8 object-contain" />
            ) : (
              <HomeIcon active={isActive} className={`size-7 ${homeIcon.isPending ? 'invisible' : ''}`} />
            )}
          </span>
          <span className={`text-xs ${isActive ? 'text-gold' : 'text-muted'}`}>{label}</span>
        </>
      )}
    </NavLink>
  );
}

/**
 * The bottom menu of SPEC.md §2 with the raised centre home button. It spans the phone column (capped and
 * centred on a tablet or desktop), not the whole screen. The contact item carries the unread chat count
 * (issue 16): the contact page leads to the chat.
 */
export function BottomMenu() {
  return (
    <nav
      aria-label={LAYOUT.bottomMenu}
      className="fixed inset-x-0 bottom-0 z-30 mx-auto max-w-[480px] border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="grid h-16 grid-cols-5 items-center">
        {BOTTOM_MENU_ITEMS.map((item) => {
          if (item.icon === 'home') {
            return (
              <li key={item.to} className="flex justify-center">
                <HomeButton label={item.label} />
              </li>
            );
          }
          const Icon = MENU_ICONS[item.icon];
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className={({ isActive }) =>
                  `flex flex-col items-center gap-1 py-1 text-xs ${isActive ? 'text-gold' : 'text-muted hover:text-text'}`
                }
              >
                {({ isActive }) => (
                  <>
                    <span className="relative">
                      <Icon active={isActive} className="size-6" />
                      {item.icon === 'chat' && <ChatUnreadBadge className="-top-1.5 -right-3" />}
                    </span>
                    {item.label}
                    {item.icon === 'chat' && <ChatUnreadText />}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
