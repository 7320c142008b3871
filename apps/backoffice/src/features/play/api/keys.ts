/** The play screens' cache: a provider's change refreshes everything under `playKeys.all` (its list and the GGR). */
export const playKeys = {
  all: ['play'] as const,
  ggr: (query: string) => ['play', 'ggr', query] as const,
  providers: ['play', 'providers'] as const,
};
