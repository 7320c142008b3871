import { DRAWER_ITEMS, LABELS, type MemberProfile, UI } from '@member/shared';
import * as RadixDialog from '@radix-ui/react-dialog';
import { type ComponentType, useRef } from 'react';
import { NavLink } from 'react-router';
import { logout } from '@/features/auth';
import {
  AlertIcon,
  CloseIcon,
  HelpIcon,
  HistoryIcon,
  HomeIcon,
  type IconProps,
  LogoutIcon,
  TrophyIcon,
  UserIcon,
  UsersIcon,
} from '@/shared/ui/icons';
import { paths } from '@/shared/paths';
import { LevelBadge } from './member-header';

const DRAWER_ICONS: Record<(typeof DRAWER_ITEMS)[number]['to'], ComponentType<IconProps>> = {
  [paths.home]: HomeIcon,
  [paths.tx.hub]: HistoryIcon,
  [paths.refer.hub]: UsersIcon,
  [paths.miniGame.hub]: TrophyIcon,
  [paths.contact]: AlertIcon,
  [paths.howto]: HelpIcon,
  [paths.profile]: UserIcon,
};

export interface SideDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: MemberProfile;
}

/**
 * The side drawer of SPEC.md §2: who is signed in, the menu, and logout. It opens at the left edge of the
 * phone column (the screen's edge on a phone) and, when closed, gives focus back to what opened it (the
 * header's menu button is no Radix trigger, so Radix would not know it).
 */
export default function SideDrawer({ open, onOpenChange, profile }: SideDrawerProps) {
  const fullName = `${profile.first_name} ${profile.last_name}`;
  const opener = useRef<Element | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="anim-fade fixed inset-0 z-40 bg-black/70" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            if (target instanceof HTMLElement && target.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          // The column's left edge: half the screen less half the 480 px column, or the screen's edge.
          style={{ left: 'max(0px, 50% - 240px)' }}
          className="anim-slide-in fixed inset-y-0 z-50 flex w-[82%] max-w-xs flex-col border-r border-line bg-surface shadow-2xl shadow-black"
        >
          <div className="relative overflow-hidden bg-gradient-to-br from-accent-strong to-[#3a0710] px-5 pt-8 pb-5">
            <div aria-hidden="true" className="absolute -top-10 -right-10 size-32 rounded-full bg-gold/15 blur-2xl" />
            <RadixDialog.Title className="relative truncate pr-10 text-lg font-semibold text-white">
              {fullName}
            </RadixDialog.Title>
            <div className="relative mt-1.5 flex items-center gap-2 text-sm text-white/75">
              <LevelBadge level={profile.member_level} />
              <span>{`${UI.idLabel} ${profile.tel}`}</span>
            </div>
            <RadixDialog.Close
              aria-label={LABELS.close}
              className="absolute top-2 right-2 grid size-11 place-items-center rounded-full text-white/70 hover:bg-white/10 hover:text-white"
            >
              <CloseIcon className="size-5" />
            </RadixDialog.Close>
          </div>
          <nav className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
            {DRAWER_ITEMS.map((item) => {
              const Icon = DRAWER_ICONS[item.to];
              return (
                <NavLink
                  key={item.to}
                  to={item.to}
                  end
                  onClick={() => onOpenChange(false)}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-xl px-3 py-3 text-base transition ${
                      isActive ? 'bg-accent/15 text-gold' : 'text-text/90 hover:bg-white/5'
                    }`
                  }
                >
                  <Icon className="size-5" />
                  {item.label}
                </NavLink>
              );
            })}
          </nav>
          <div className="border-t border-line p-3">
            <button
              type="button"
              onClick={() => void logout()}
              className="flex w-full items-center gap-3 rounded-xl px-3 py-3 text-base text-red-400 hover:bg-red-500/10"
            >
              <LogoutIcon className="size-5" />
              {LABELS.logout}
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
