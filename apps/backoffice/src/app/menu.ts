import type { Permission } from '@member/shared';

export interface MenuItem {
  label: string;
  to: string;
  /** The permission the screen needs: the menu shows it only to roles that have it (permissions.ts). */
  permission: Permission;
}

/** The back office's menu, in order. The first item the operator may open is their home screen. */
export const MENU: readonly MenuItem[] = [];

export function menuFor(can: (permission: Permission) => boolean): MenuItem[] {
  return MENU.filter((item) => can(item.permission));
}
