import type { Permission } from '@member/shared';
import { BO_MENU, BO_PAYOUT_TITLES, BO_STATEMENTS_MENU, BO_TURNOVER_TITLES } from '@member/shared/backoffice';
import { paths } from '@/shared/paths';

export interface MenuItem {
  label: string;
  to: string;
  /** The permission the screen needs: the menu shows it only to roles that have it (permissions.ts). */
  permission: Permission;
  /** What waits in this queue: its count shows beside the label (menu-counts.ts). */
  waiting?: WaitingQueue;
}

export type WaitingQueue = 'deposits' | 'withdrawals' | 'chat';

/** The back office's menu, in order. The first item the operator may open is their home screen. */
export const MENU: readonly MenuItem[] = [
  { label: BO_MENU.dashboard, to: paths.dashboard, permission: 'money.view' },
  { label: BO_MENU.deposits, to: paths.deposits, permission: 'money.view', waiting: 'deposits' },
  { label: BO_MENU.withdrawals, to: paths.withdrawals, permission: 'money.view', waiting: 'withdrawals' },
  { label: BO_MENU.moneyHistory, to: paths.moneyHistory, permission: 'money.view' },
  { label: BO_STATEMENTS_MENU.review, to: paths.statementReview, permission: 'money.view' },
  { label: BO_STATEMENTS_MENU.lines, to: paths.statementLines, permission: 'money.view' },
  { label: BO_STATEMENTS_MENU.sources, to: paths.statementSources, permission: 'money.view' },
  { label: BO_STATEMENTS_MENU.settings, to: paths.autoDepositSettings, permission: 'money.view' },
  { label: BO_PAYOUT_TITLES.settingsTitle, to: paths.payoutSettings, permission: 'money.view' },
  // Before members: the support role's home is the inbox it works in all day.
  { label: BO_MENU.chat, to: paths.chat, permission: 'chat.view', waiting: 'chat' },
  { label: BO_MENU.members, to: paths.members, permission: 'members.view' },
  { label: BO_MENU.games, to: paths.games, permission: 'money.view' },
  { label: BO_MENU.affiliate, to: paths.affiliate, permission: 'affiliate.view' },
  { label: BO_MENU.minigame, to: paths.minigame, permission: 'minigame.view' },
  { label: BO_MENU.promotions, to: paths.promotions, permission: 'promotions.edit' },
  { label: BO_TURNOVER_TITLES.settingsTitle, to: paths.turnoverSettings, permission: 'promotions.edit' },
  { label: BO_MENU.content, to: paths.content, permission: 'content.edit' },
  { label: BO_MENU.paymentSettings, to: paths.paymentSettings, permission: 'settings.edit' },
  { label: BO_MENU.operators, to: paths.operators, permission: 'operators.manage' },
  { label: BO_MENU.audit, to: paths.audit, permission: 'audit.view' },
  { label: BO_MENU.smsOutbox, to: paths.smsOutbox, permission: 'sms.view' },
  { label: BO_MENU.jobs, to: paths.jobs, permission: 'jobs.view' },
];

export function menuFor(can: (permission: Permission) => boolean): MenuItem[] {
  return MENU.filter((item) => can(item.permission));
}
