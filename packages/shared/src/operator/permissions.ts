/**
 * What each operator role may do: one map that the server enforces (`requirePermission`) and the
 * back office reads to draw its menus. A role is a name for a set of permissions; code checks the
 * permission, never the role.
 */
export const OPERATOR_ROLES = ['admin', 'finance', 'content', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const PERMISSIONS = [
  /** Read deposits, withdrawals, a member's ledger and the promotion claims. */
  'money.view',
  /** Approve or reject deposits and withdrawals, credit or debit a member, mark a sandbox payment paid. */
  'money.decide',
  /** Look members up. */
  'members.view',
  /** Disable or re-enable a member. */
  'members.manage',
  /** Create, edit, activate and delete promotions. */
  'promotions.edit',
  /** Site images, banners, announcement, news, contact lines, how-to. */
  'content.edit',
  /** Payment settings and the operator's deposit bank accounts. */
  'settings.edit',
  /** The SMS outbox (password-reset codes waiting for a provider). */
  'sms.view',
  /** The audit log. */
  'audit.view',
  /** Operator accounts: create, change role, disable, set a new password. */
  'operators.manage',
  /** Game providers: add one, change its name, secret, launch URL, games, switch it on or off. */
  'games.manage',
  /** Read the affiliate programme: affiliates, downlines, commissions, accrual runs, income withdrawals. */
  'affiliate.view',
  /** The programme's settings, run an accrual, hold an affiliate, clear or exclude a flagged downline. */
  'affiliate.manage',
  /** Read the mini-games: games and prize tables, coin rules, members' coins, credit and plays, withdrawals, daily figures. */
  'minigame.view',
  /** Edit the mini-games (games, prize tables, files, budgets, coin rules) and grant coins. */
  'minigame.manage',
  /** Read the chat inbox: conversations, messages, the member's context, canned replies, agents' times. */
  'chat.view',
  /** Answer members: reply, take a conversation, change its state, be available for round-robin. */
  'chat.reply',
  /** The chat's settings (hours, greeting, offline message, limits), canned replies, assigning others. */
  'chat.manage',
  /** The scheduled jobs: each one's last run, its result and error, its next due time. */
  'jobs.view',
  /** Run a scheduled job now, outside its schedule (audited). */
  'jobs.run',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly Permission[]>> = {
  admin: PERMISSIONS,
  finance: ['money.view', 'money.decide', 'members.view', 'audit.view', 'affiliate.view', 'minigame.view'],
  content: ['content.edit'],
  support: ['members.view', 'sms.view', 'chat.view', 'chat.reply'],
};

export function hasPermission(role: OperatorRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}
