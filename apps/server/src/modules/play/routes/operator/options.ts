export const tags = ['play'];
/** Provider configuration is `games.manage` (admin only); reading play is `money.view`. */
export const manage = { config: { access: 'games.manage' } } as const;
export const view = { config: { access: 'money.view' } } as const;
