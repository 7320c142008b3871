/** The query keys of promotions: every change invalidates `promotionKeys.all` (the list, one promotion, its claims). */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (query: string) => ['promotions', 'list', query] as const,
  one: (id: string) => ['promotions', 'one', id] as const,
  claims: (query: string) => ['promotions', 'claims', query] as const,
};
