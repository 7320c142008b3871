export const tags = ['promotion'];
/** Promotions are money rules: `promotions.edit` reads and changes them; `money.view` reads the claims too. */
export const editor = { config: { access: 'promotions.edit' } } as const;
