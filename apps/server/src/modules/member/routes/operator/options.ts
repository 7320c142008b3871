export const tags = ['member'];
export const view = { config: { access: 'members.view' } } as const;
export const manage = { config: { access: 'members.manage' } } as const;
