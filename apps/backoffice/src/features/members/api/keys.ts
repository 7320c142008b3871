/** Every member query starts with `memberKeys.all`: a change to a member refreshes the list and their page. */
export const memberKeys = {
  all: ['members'] as const,
  list: (query: string) => ['members', 'list', query] as const,
  detail: (tel: string) => ['members', tel, 'detail'] as const,
  tab: (tel: string, tab: string, query: string) => ['members', tel, tab, query] as const,
};
