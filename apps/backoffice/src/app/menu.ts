import type { Permission } from '@member/shared';
import { BO_MENU } from '@member/shared/backoffice';
import { paths } from './paths';

export interface MenuItem {
  label: string;
  to: string;
  /** The permission the screen needs: the menu shows it only to roles that have it (permissions.ts). */
  permission: Permission;
}

/** The back office's menu, in order. The first item the operator may open is their home screen. */
export const MENU: readonly MenuItem[] = [
  { label: BO_MENU.content, to: paths.content, permission: 'content.edit' },
  { label: BO_MENU.paymentSettings, to: paths.paymentSettings, permission: 'settings.edit' },
];

export function menuFor(can: (permission: Permission) => boolean): MenuItem[] {
  return MENU.filter((item) => can(item.permission));
}
